/**
 * Writes data/moodle-api/php-builtins.json: the functions, classes and constants PHP itself provides with
 * the extensions Moodle requires or recommends, so that the check of the docs can tell `array_map()` and
 * `stdClass` from a Moodle API name. Run with the PHP of a Moodle server (the extensions below installed):
 *   npx tsx scripts/moodle-api/php-builtins.ts
 */
import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';

/** Moodle 4.3's required and recommended PHP extensions (admin/environment.xml), beside PHP's core ones. */
const extensions = ['curl', 'dom', 'gd', 'iconv', 'intl', 'json', 'mbstring', 'openssl', 'pcre', 'simplexml', 'soap', 'sodium', 'spl', 'xml', 'xmlreader', 'zip', 'zlib', 'mysqli', 'pgsql', 'fileinfo', 'bcmath'];

const script = `
$missing = array_values(array_filter(json_decode($argv[1]), fn($e) => !extension_loaded($e)));
if ($missing) { fwrite(STDERR, 'missing PHP extensions: ' . implode(', ', $missing) . PHP_EOL); exit(1); }
$constants = [];
foreach (get_defined_constants(true) as $group => $names) {
    if ($group !== 'user') { $constants = array_merge($constants, array_keys($names)); }
}
$out = [
    'php' => PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION,
    'functions' => get_defined_functions()['internal'],
    'classes' => array_merge(get_declared_classes(), get_declared_interfaces(), get_declared_traits()),
    'constants' => $constants,
];
foreach (['functions', 'classes', 'constants'] as $k) { $out[$k] = array_values(array_unique($out[$k])); sort($out[$k], SORT_STRING); }
echo json_encode($out, JSON_UNESCAPED_SLASHES);
`;

const data = JSON.parse(execFileSync('php', ['-r', script, JSON.stringify(extensions)], {encoding: 'utf8'}));
const file = join(__dirname, '../../data/moodle-api/php-builtins.json');
const lines = Object.entries(data).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
writeFileSync(file, `{\n${lines.join(',\n')}\n}\n`);
console.log(`${file}: PHP ${data.php}, ${data.functions.length} functions, ${data.classes.length} classes, ${data.constants.length} constants`);
