/** An entry of a component's upgrade.txt: where it stands and its text, as the file has it. */
export interface UpgradeEntry {
  file: string;
  /** The version of the `=== 4.3 ===` section it stands under (the first, when a heading lists several). */
  section: string;
  /** The line of its first line in the file. */
  line: number;
  text: string;
}

// `=== 4.3 ===`, `===4.2.1===`, and the old headings that list releases: `=== 2.8, 2.7.1, 2.6.4 and 2.5.7 ===`.
const sectionPattern = /^\s*={2,}\s*v?(\d+\.\d+(?:\.\d+)?)\+?(?:\s*(?:,|and)\s*\d+\.\d+(?:\.\d+)?\+?)*\s*(?:\(.*\))?\s*={2,}\s*$/;
const bulletPattern = /^(?:[*-]|\d+[.)])\s+/;

/**
 * The entries of one upgrade.txt. A section opens with `=== X.Y ===` (or `=== X.Y.Z ===`); an entry is a
 * bullet at the start of a line (`*`, `-` or `1.`) with the indented lines under it, or a paragraph at
 * the start of a line in files that use no bullets.
 */
export function parseUpgradeTxt(file: string, text: string): UpgradeEntry[] {
  const entries: UpgradeEntry[] = [];
  let section: string | undefined;
  let current: UpgradeEntry | undefined;
  let blank = false;
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\s+$/, '');
    const heading = sectionPattern.exec(line);
    if (heading) {
      section = heading[1];
      current = undefined;
      return;
    }
    if (!section) return;
    if (!line.trim()) {
      blank = true;
      return;
    }
    const startsEntry = bulletPattern.test(line) || (!/^\s/.test(line) && (!current || blank));
    if (startsEntry || !current) {
      current = {file, section, line: index + 1, text: line.replace(bulletPattern, '').trim()};
      entries.push(current);
    } else {
      current.text += `\n${line}`;
    }
    blank = false;
  });
  return entries;
}

/** True when an entry's section is `version` or one of its point releases. */
export function inVersion(section: string, version: string): boolean {
  return section === version || section.startsWith(`${version}.`);
}
