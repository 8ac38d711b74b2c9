import {describe, expect, it} from 'vitest';
import {projectItems} from './projectsSidebar';
import projects from '../../data/projects.json';

describe('projectItems', () => {
  it('groups projects by status in the order of the statuses, leaving empty statuses out', () => {
    const items = projectItems({
      statuses: ['Active', 'Complete', 'Abandoned'],
      projects: [
        {doc: 'projects/b', status: 'Complete'},
        {doc: 'projects/a', status: 'Active'},
        {doc: 'projects/c', status: 'Complete'},
      ],
    });
    expect(items.map((c) => [c.label, c.items.map((i) => i.id)])).toEqual([
      ['Active', ['projects/a']],
      ['Complete', ['projects/b', 'projects/c']],
    ]);
  });

  it('names the project whose status is not a known one', () => {
    expect(() => projectItems({statuses: ['Active'], projects: [{doc: 'projects/x', status: 'Done'}]})).toThrow(
      'data/projects.json: "projects/x" has status "Done"; statuses are Active',
    );
  });

  it('accepts the site data', () => {
    expect(projectItems(projects).length).toBeGreaterThan(0);
  });
});
