// The shape of data/versions.json (data/versions.schema.json is the contract) and of the slice of it
// that the release-data plugin hands to components.

/** A minor release of a branch, such as 4.2.3. */
export interface Release {
  version: string;
  releaseDate: string;
  build: string | null;
  issuesFixed: number | null;
  securityAdvisories: number | null;
}

/** A Moodle branch (major version), such as 4.2, with its minor releases oldest first. */
export interface Branch {
  version: string;
  lts: boolean;
  releaseDate: string;
  build: string | null;
  issuesFixed: number | null;
  /** Last day of general (bug-fix) support, YYYY-MM-DD; null when no source establishes it. */
  generalSupportEnd: string | null;
  /** Last day of security support, YYYY-MM-DD; null when no source establishes it. */
  securitySupportEnd: string | null;
  requirements: {
    php: {min: string | null; max: string | null};
    upgradeFrom: string | null;
    databases: Record<'postgres' | 'mysql' | 'mariadb' | 'mssql' | 'oracle', string | null>;
  };
  releases: Release[];
}

export interface ReleaseData {
  $schema?: string;
  /** Newest first. */
  branches: Branch[];
}

/** What components receive through global data: the branches, without their requirements and minors. */
export type ClientBranch = Omit<Branch, 'requirements' | 'releases'>;

/** What remark-release-facts hands `<ReleaseNoteIntro>`, as JSON in its `facts` attribute. */
export interface IntroFacts {
  branch: {version: string; lts: boolean};
  release: Release;
}

/** What remark-release-facts hands `<ReleaseTable>`: the branch's minor releases, oldest first. */
export interface TableFacts {
  version: string;
  releases: Release[];
}

export interface ReleaseGlobalData {
  /** The date (YYYY-MM-DD) the status of a branch is computed for in the built HTML. */
  buildDate: string;
  branches: ClientBranch[];
}
