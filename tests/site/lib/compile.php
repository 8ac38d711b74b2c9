<?php
// Compiles each file named on standard input (one path a line) without running it, as `php -l` does, and
// prints "ok" or "fail" for each, in order (tests/site/lib/phpLint.ts).
// Without OPcache it says nothing, and the caller lints each file with `php -l`.
if (!function_exists('opcache_compile_file')) {
    exit(3);
}
while (($file = fgets(STDIN)) !== false) {
    try {
        $compiled = opcache_compile_file(rtrim($file, "\n"));
    } catch (Throwable $e) {
        $compiled = false;
    }
    echo $compiled ? "ok\n" : "fail\n";
}
