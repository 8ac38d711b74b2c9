// Names of Moodle 4.3's API that no page of the site explains (no page of the master docs or the general
// area contains them): the reader searching for one finds no page, and the symbol index is all search can
// give. Each query is typed as a developer would and expects its own symbol first among the symbol results
// (tests/site/symbol-search.test.ts on the built index, tests/e2e/symbol-search.spec.ts in the browser).

export type SymbolQueryKind = 'function' | 'class' | 'capability' | 'external function' | 'event';

export interface SymbolQueryCase {
  query: string;
  kind: SymbolQueryKind;
  /** The symbol's name as the index writes it. */
  expect: string;
}

const fn = (name: string): SymbolQueryCase => ({query: name, kind: 'function', expect: `${name}()`});
const as = (kind: Exclude<SymbolQueryKind, 'function'>) => (name: string): SymbolQueryCase => ({query: name, kind, expect: name});
const cls = as('class');
const capability = as('capability');
const external = as('external function');
const event = as('event');

export const unexplainedSymbolQueries: SymbolQueryCase[] = [
  fn('badges_bake'),
  fn('cohort_update_cohort'),
  fn('course_module_calendar_event_update_process'),
  fn('note_delete'),
  fn('file_remove_editor_orphaned_files'),
  fn('forum_get_courses_user_posted_in'),
  fn('login_is_lockedout'),
  fn('print_password_policy'),
  // A helper class has a method of the same name: the function comes first.
  fn('question_get_export_single_question_url'),
  fn('glossary_edit_entry'),
  cls('core\\output\\comboboxsearch'),
  cls('core\\task\\calendar_fix_orphaned_events'),
  cls('core_analytics\\calculation_info'),
  cls('core_reportbuilder\\local\\filters\\number'),
  cls('mod_forum\\local\\vaults\\db_table_vault'),
  // Dozens of plugins have a `helper` class and hundreds a `privacy\provider`: the one named comes first.
  cls('qbank_usage\\helper'),
  cls('availability_date\\privacy\\provider'),
  cls('tool_monitor\\rule_form'),
  cls('core_group\\customfield\\grouping_handler'),
  capability('mod/feedback:edititems'),
  capability('mod/scorm:savetrack'),
  capability('mod/forum:startdiscussion'),
  capability('moodle/course:enrolreview'),
  capability('mod/workshop:viewauthornames'),
  capability('moodle/question:useall'),
  capability('moodle/calendar:manageownentries'),
  external('core_course_search_courses'),
  external('core_calendar_get_calendar_event_by_id'),
  external('core_message_mute_conversations'),
  external('mod_assign_view_submission_status'),
  external('mod_forum_set_pin_state'),
  external('mod_quiz_get_attempt_access_information'),
  external('core_get_user_dates'),
  event('core\\event\\course_module_created'),
  event('core\\event\\grade_letter_deleted'),
  event('mod_quiz\\event\\attempt_abandoned'),
  event('mod_forum\\event\\discussion_unpinned'),
  event('core_reportbuilder\\event\\report_deleted'),
  event('mod_bigbluebuttonbn\\event\\meeting_ended'),
  event('core\\event\\search_indexed'),
];
