// The Moodle community sites shown in the top bar, and the other Moodle sites in its app launcher.
export interface CommunitySite {
  label: string;
  href: string;
  /** True for this site: shown as the current one and opened in the same tab. */
  current?: boolean;
}

export interface LauncherSite {
  label: string;
  href: string;
  description: string;
}

export const communitySites: CommunitySite[] = [
  {label: 'Forums', href: 'https://moodle.org/course/'},
  {label: 'Documentation', href: 'https://docs.moodle.org/'},
  {label: 'Downloads', href: 'https://download.moodle.org/'},
  {label: 'Demo', href: 'https://moodle.org/demo/'},
  {label: 'Tracker', href: 'https://tracker.moodle.org/'},
  {label: 'Development', href: '/', current: true},
  {label: 'Translation', href: 'https://lang.moodle.org/'},
  {label: 'Search', href: 'https://moodle.org/public/search'},
];

export const launcherSites: LauncherSite[] = [
  {label: 'Moodle.com', href: 'https://moodle.com/', description: 'Moodle products, partners and services for organisations.'},
  {label: 'MoodleNet', href: 'https://moodle.net/', description: 'Find and share open educational resources.'},
  {label: 'Moodle Academy', href: 'https://moodle.academy/', description: 'Courses that teach you to use, run and build on Moodle.'},
];
