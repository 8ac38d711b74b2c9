import {describe, expect, it} from 'vitest';
import {codeSamples, phpToLint} from './codeSamples';

describe('codeSamples', () => {
  it('finds fenced blocks of the parsed languages with their opening line, inside lists too', () => {
    const text = ['# T', '```php', '$a = 1;', '```', '', '1. Step', '   ```json', '   {"a": 1}', '   ```', '```bash', 'ls', '```', '~~~xml', '<a/>', '~~~'].join('\n');
    expect(codeSamples('p.md', text).map(({line, language, code, offset}) => [line, language, code, offset])).toEqual([
      [2, 'php', '<?php\n$a = 1;\n', 1],
      [7, 'json', '{"a": 1}', 0],
      [13, 'xml', '<a/>', 0],
    ]);
  });

  it('wraps PHP fragments as their metadata says, and keeps an existing <?php once', () => {
    expect(phpToLint('<?php\necho 1;', '')).toBe('<?php\n\necho 1;\n');
    expect(phpToLint('public function a() {}', ' fragment=member title="x"')).toBe('<?php\nclass fragment_wrapper {\npublic function a() {}\n}\n');
    expect(phpToLint("'a' => 1,", 'fragment=array')).toBe("<?php\n$fragment = [\n'a' => 1,\n];\n");
    expect(() => phpToLint('x', 'fragment=method')).toThrow('unknown fragment "method"');
  });
});
