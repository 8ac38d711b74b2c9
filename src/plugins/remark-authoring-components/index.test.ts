import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkAuthoringComponents from '.';

const compiled = async (mdx: string) => String(await compile(mdx, {remarkPlugins: [remarkAuthoringComponents]}));

describe('remarkAuthoringComponents', () => {
  it('imports each component a page uses, once, from its module, wherever it stands', async () => {
    const js = await compiled(
      ['<ReleaseNoteIntro version="4.2" />', '', '- A list item <Since version="4.3" />', '', '> <DeprecatedSince version="4.2" /> and <Since version="4.1" />', '', '<ValidExample>', '', 'Text', '', '</ValidExample>'].join('\n'),
    );
    expect(js).toContain('import ReleaseNoteIntro from "@site/src/components/ReleaseNoteIntro";');
    expect(js).toContain('import {DeprecatedSince, Since} from "@site/src/components/VersionChip";');
    expect(js).toContain('import {ValidExample} from "@site/src/components/Example";');
    // Rendered from the imports, not looked up in the MDX component map.
    expect(js).not.toMatch(/_components\.(Since|ReleaseNoteIntro|ValidExample)\b/);
  });

  it('leaves a page that uses none alone, and keeps a page its own import', async () => {
    expect(await compiled('# Title\n\nText with `code`.\n')).not.toContain('@site/src/components');
    const js = await compiled('import Since from "./mine";\n\n<Since version="4.3" />\n');
    expect(js).toContain('import Since from "./mine";');
    expect(js).not.toContain('@site/src/components/VersionChip');
  });
});
