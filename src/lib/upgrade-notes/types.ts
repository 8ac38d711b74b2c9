/** An entry of a core upgrade.txt, restated: data/upgrade-notes/<version>.json. */
export interface UpgradeNote {
  component: string;
  /** The upgrade.txt section it stands under: the version, or one of its point releases. */
  section: string;
  file: string;
  line: number;
  kind: 'added' | 'changed' | 'deprecated' | 'removed';
  /** The API names it concerns, as the docs write them. */
  apis?: string[];
  keys?: string[];
  summary: string;
}

export interface UpgradeNotesFile {
  $schema?: string;
  version: string;
  notes: UpgradeNote[];
}
