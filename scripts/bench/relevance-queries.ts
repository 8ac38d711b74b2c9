// What Moodle developers type into the search box, each with the page or pages a reader expects at the
// top. Kinds: identifier (functions, classes, methods), namespace, setting, capability, file, title
// (a page's own title), topic (a task in a developer's words), typo, key (tracker and advisory keys).
// The default docs version is master, so master pages are expected unless the query names a version.

export type QueryKind = 'identifier' | 'namespace' | 'setting' | 'capability' | 'file' | 'title' | 'topic' | 'typo' | 'key';

export interface RelevanceQuery {
  query: string;
  kind: QueryKind;
  /** Paths any of which is a right first answer. */
  expect: string[];
}

const q = (kind: QueryKind, query: string, ...expect: string[]): RelevanceQuery => ({kind, query, expect});

/** 1 / the rank of the first expected page among those found, or 0 when none is found. */
export function reciprocalRank(found: string[], expected: string[]): number {
  const rank = found.findIndex((p) => expected.includes(p));
  return rank < 0 ? 0 : 1 / (rank + 1);
}

export const relevanceQueries: RelevanceQuery[] = [
  // Functions, classes and methods.
  q('identifier', 'get_record_sql', '/docs/apis/core/dml'),
  q('identifier', 'get_records_select', '/docs/apis/core/dml'),
  q('identifier', 'insert_record', '/docs/apis/core/dml'),
  q('identifier', 'get_in_or_equal', '/docs/apis/core/dml'),
  q('identifier', 'sql_like', '/docs/apis/core/dml'),
  q('identifier', 'start_delegated_transaction', '/docs/apis/core/dml/delegated-transactions'),
  q('identifier', 'xmldb_table', '/docs/apis/core/dml/ddl'),
  // The upgrade guide's section "The savepoint functions" documents it (signature and when to call it).
  q('identifier', 'upgrade_plugin_savepoint', '/docs/apis/core/dml/ddl', '/docs/apis/commonfiles/version.php', '/docs/guides/upgrade'),
  q('identifier', 'require_capability', '/docs/apis/subsystems/access'),
  q('identifier', 'has_capability', '/docs/apis/subsystems/access'),
  q('identifier', 'get_file_storage', '/docs/apis/subsystems/files'),
  q('identifier', 'send_stored_file', '/docs/apis/subsystems/files'),
  q('identifier', 'file_rewrite_pluginfile_urls', '/docs/apis/subsystems/files', '/docs/apis/subsystems/form/usage/files'),
  q('identifier', 'moodleform', '/docs/apis/subsystems/form'),
  q('identifier', 'addElement', '/docs/apis/subsystems/form'),
  q('identifier', 'repeat_elements', '/docs/apis/subsystems/form/advanced/repeat-elements'),
  q('identifier', 'add_checkbox_controller', '/docs/apis/subsystems/form/advanced/checkbox-controller'),
  q('identifier', 'render_from_template', '/docs/apis/subsystems/output', '/docs/guides/templates'),
  q('identifier', 'export_for_template', '/docs/apis/subsystems/output', '/docs/guides/templates'),
  q('identifier', 'inplace_editable', '/docs/apis/subsystems/output/inplace'),
  q('identifier', 'set_user_preference', '/docs/apis/core/preference'),
  q('identifier', 'get_user_preferences', '/docs/apis/core/preference'),
  q('identifier', 'queue_adhoc_task', '/docs/apis/subsystems/task/adhoc'),
  q('identifier', 'scheduled_task', '/docs/apis/subsystems/task/scheduled'),
  q('identifier', 'lock_factory', '/docs/apis/core/lock'),
  q('identifier', 'calendar_event', '/docs/apis/core/calendar'),
  q('identifier', 'navigation_node', '/docs/apis/core/navigation'),
  q('identifier', 'extend_navigation', '/docs/apis/core/navigation'),
  q('identifier', 'admin_setting_configtext', '/docs/apis/subsystems/admin'),
  q('identifier', 'admin_externalpage', '/docs/apis/subsystems/admin'),
  q('identifier', 'role_assign', '/docs/apis/subsystems/roles'),
  q('identifier', 'enrol_plugin', '/docs/apis/plugintypes/enrol'),
  q('identifier', 'block_base', '/docs/apis/plugintypes/blocks'),
  q('identifier', 'moodle_text_filter', '/docs/apis/plugintypes/filter'),
  q('identifier', 'core_tag_tag', '/docs/apis/subsystems/tag'),
  q('identifier', 'assign_submission_plugin', '/docs/apis/plugintypes/assign/submission'),
  q('identifier', 'assign_feedback_plugin', '/docs/apis/plugintypes/assign/feedback'),
  q('identifier', 'execute_parameters', '/docs/apis/subsystems/external/functions', '/docs/apis/subsystems/external/writing-a-service'),
  q('identifier', 'external_api', '/docs/apis/subsystems/external', '/docs/apis/subsystems/external/functions', '/docs/apis/subsystems/external/writing-a-service'),
  q('identifier', 'BaseComponent', '/docs/guides/javascript/reactive'),
  q('identifier', 'groups_add_member', '/docs/apis/subsystems/group'),
  q('identifier', 'userdate', '/docs/apis/subsystems/time'),
  // Namespaced names.
  q('namespace', '\\core\\hook\\manager', '/docs/apis/core/hooks'),
  q('namespace', 'core_privacy\\local\\metadata\\collection', '/docs/apis/subsystems/privacy'),
  q('namespace', '\\core\\task\\adhoc_task', '/docs/apis/subsystems/task/adhoc'),
  q('namespace', 'core_reportbuilder\\local\\report\\column', '/docs/apis/core/reportbuilder'),
  q('namespace', 'core_external\\external_api', '/docs/apis/subsystems/external', '/docs/apis/subsystems/external/functions', '/docs/apis/subsystems/external/writing-a-service'),
  q('namespace', 'core_courseformat\\base', '/docs/apis/plugintypes/format'),
  q('namespace', '\\core\\output\\inplace_editable', '/docs/apis/subsystems/output/inplace'),
  q('namespace', 'core_customfield\\handler', '/docs/apis/core/customfields'),
  // Settings.
  q('setting', '$CFG->debug', '/docs/guides/javascript', '/general/development/tools'),
  q('setting', '$CFG->cachejs', '/docs/guides/javascript', '/docs/guides/javascript/modules'),
  // Neither the DML API nor the API index mention it; the getting-started guide is where a developer sets it.
  q('setting', '$CFG->wwwroot', '/general/development/gettingstarted'),
  q('setting', 'max_input_vars', '/docs/gettingstarted/requirements'),
  // Capabilities.
  q('capability', 'moodle/site:config', '/docs/apis/subsystems/admin', '/docs/apis/subsystems/access'),
  q('capability', 'moodle/course:update', '/docs/apis/subsystems/access', '/docs/apis/plugintypes/format'),
  q('capability', 'mod/quiz:attempt', '/docs/apis/subsystems/access'),
  q('capability', 'moodle/analytics:listinsights', '/docs/apis/subsystems/analytics'),
  // Files.
  q('file', 'db/access.php', '/docs/apis/subsystems/access', '/docs/apis/commonfiles'),
  q('file', 'version.php', '/docs/apis/commonfiles/version.php'),
  q('file', 'db/tasks.php', '/docs/apis/commonfiles/db-tasks.php'),
  q('file', 'db/services.php', '/docs/apis/subsystems/external/description', '/docs/apis/subsystems/external/writing-a-service', '/docs/apis/commonfiles'),
  q('file', 'db/install.xml', '/docs/apis/core/dml/database-schema'),
  q('file', 'db/upgrade.php', '/docs/apis/core/dml/ddl', '/docs/guides/upgrade'),
  q('file', 'db/hooks.php', '/docs/apis/core/hooks'),
  q('file', 'thirdpartylibs.xml', '/general/community/plugincontribution/thirdpartylibraries'),
  q('file', 'settings.php', '/docs/apis/subsystems/admin', '/docs/apis/commonfiles'),
  q('file', 'tag.php', '/docs/apis/commonfiles/tag.php'),
  // Page titles.
  q('title', 'coding style', '/general/development/policies/codingstyle'),
  q('title', 'Data manipulation API', '/docs/apis/core/dml'),
  q('title', 'Forms API', '/docs/apis/subsystems/form'),
  q('title', 'Access API', '/docs/apis/subsystems/access'),
  q('title', 'Privacy API', '/docs/apis/subsystems/privacy'),
  q('title', 'Hooks API', '/docs/apis/core/hooks'),
  q('title', 'File API', '/docs/apis/subsystems/files'),
  q('title', 'Task API', '/docs/apis/subsystems/task'),
  q('title', 'External services', '/docs/apis/subsystems/external'),
  q('title', 'Templates', '/docs/guides/templates'),
  q('title', 'Git for developers', '/docs/guides/git'),
  q('title', 'Technical requirements', '/docs/gettingstarted/requirements'),
  q('title', 'Peer review', '/general/development/process/peer-review'),
  q('title', 'Integration review', '/general/development/process/integration'),
  q('title', 'Frankenstyle component names', '/general/development/policies/codingstyle/frankenstyle'),
  q('title', 'Moodle App Plugins Development Guide', '/general/app/development/plugins-development-guide'),
  q('title', 'Block plugins', '/docs/apis/plugintypes/blocks'),
  q('title', 'Activity modules', '/docs/apis/plugintypes/mod'),
  q('title', 'Report builder API', '/docs/apis/core/reportbuilder'),
  q('title', 'Security', '/general/development/policies/security'),
  q('title', 'Release notes', '/general/releases'),
  // Topics in a developer's words.
  q('topic', 'moodle form', '/docs/apis/subsystems/form'),
  q('topic', 'web service', '/docs/apis/subsystems/external', '/docs/apis/subsystems/external/writing-a-service'),
  q('topic', 'php requirements', '/docs/gettingstarted/requirements'),
  q('topic', 'database query', '/docs/apis/core/dml'),
  q('topic', 'create a database table', '/docs/apis/core/dml/ddl', '/docs/apis/core/dml/database-schema'),
  q('topic', 'check user permission', '/docs/apis/subsystems/access'),
  q('topic', 'add capability to plugin', '/docs/apis/subsystems/access'),
  q('topic', 'send a notification to a user', '/docs/apis/core/message'),
  q('topic', 'run code on cron', '/docs/apis/subsystems/task/scheduled', '/docs/apis/subsystems/task'),
  q('topic', 'background task', '/docs/apis/subsystems/task/adhoc', '/docs/apis/subsystems/task'),
  q('topic', 'upload files in a form', '/docs/apis/subsystems/form/usage/files'),
  q('topic', 'serve plugin files', '/docs/apis/subsystems/files'),
  q('topic', 'mustache template', '/docs/guides/templates'),
  q('topic', 'javascript module', '/docs/guides/javascript/modules', '/docs/guides/javascript'),
  q('topic', 'call a web service from javascript', '/docs/guides/javascript/ajax'),
  q('topic', 'modal dialogue', '/docs/guides/javascript/modal'),
  q('topic', 'export user data gdpr', '/docs/apis/subsystems/privacy'),
  q('topic', 'upgrade a plugin database', '/docs/apis/core/dml/ddl', '/docs/guides/upgrade'),
  q('topic', 'unit testing', '/general/development/tools/phpunit'),
  q('topic', 'acceptance tests behat', '/general/development/tools/behat'),
  q('topic', 'user preferences', '/docs/apis/core/preference'),
  q('topic', 'admin settings page', '/docs/apis/subsystems/admin'),
  q('topic', 'course format plugin', '/docs/apis/plugintypes/format'),
  q('topic', 'release process', '/general/development/process/release'),
  // Misspellings.
  q('typo', 'get_recrod_sql', '/docs/apis/core/dml'),
  q('typo', 'capabilty', '/docs/apis/subsystems/access'),
  q('typo', 'templtes', '/docs/guides/templates'),
  q('typo', 'privcy api', '/docs/apis/subsystems/privacy'),
  q('typo', 'sheduled task', '/docs/apis/subsystems/task/scheduled'),
  q('typo', 'enrolement', '/docs/apis/subsystems/enrol', '/docs/apis/plugintypes/enrol'),
  q('typo', 'navigaton api', '/docs/apis/core/navigation'),
  q('typo', 'frankenstlye', '/general/development/policies/codingstyle/frankenstyle'),
  // Tracker and advisory keys: the release page that lists them.
  q('key', 'MDL-78054', '/general/releases/4.2/4.2.1'),
  q('key', 'MSA-23-0010', '/general/releases/4.2/4.2.2', '/general/releases/4.1/4.1.2', '/general/releases/4.1/4.1.5', '/general/releases/4.0/4.0.10', '/general/releases/3.11/3.11.16', '/general/releases/3.9/3.9.23'),
  q('key', 'MOBILE-4123', '/general/app_releases/v4/v4.0.2'),
  q('key', 'MDL-76866', '/general/releases/4.2'),
  // Held out: the ranking was never tuned on these, so they check that what holds for the queries above
  // holds for others.
  q('identifier', 'html_writer', '/docs/apis/core/htmlwriter'),
  q('identifier', 'has_any_capability', '/docs/apis/subsystems/access'),
  q('identifier', 'xmldb_field', '/docs/apis/core/dml/ddl'),
  q('identifier', 'external_function_parameters', '/docs/apis/subsystems/external/functions'),
  q('setting', '$CFG->xsendfile', '/docs/apis/subsystems/files/internals'),
  q('setting', '$CFG->scheduled_tasks', '/docs/apis/subsystems/task/scheduled', '/docs/apis/commonfiles/db-tasks.php'),
  q('file', 'db/messages.php', '/docs/apis/core/message'),
  // Both answer it: the page titled "Custom fields" (field type plugins) introduces custom fields and sends
  // readers who offer them on their own records to the API page, which does the reverse.
  q('topic', 'custom fields', '/docs/apis/core/customfields', '/docs/apis/plugintypes/customfield'),
  q('topic', 'activity completion', '/docs/apis/core/activitycompletion'),
  q('topic', 'backup and restore', '/docs/apis/subsystems/backup'),
  q('topic', 'locking', '/docs/apis/core/lock'),
  q('typo', 'privacy provder', '/docs/apis/subsystems/privacy'),
  q('typo', 'javascirpt modules', '/docs/guides/javascript/modules'),
];
