// Facts about Moodle that the site's code needs. No environment access here: pages import this file.

/** The Moodle branch that the current (master) docs describe. */
export const masterMoodleVersion = '4.3';
