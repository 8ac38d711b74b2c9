import {describe, expect, it} from 'vitest';
import {diagramLabels} from './labels';

describe('diagramLabels', () => {
  it('reads the one-line title and description', () => {
    const source = 'flowchart TD\n    accTitle: How a hook is dispatched\n    accDescr: The manager calls each callback: highest priority first.\n    a --> b';
    expect(diagramLabels(source)).toEqual({title: 'How a hook is dispatched', description: 'The manager calls each callback: highest priority first.'});
  });

  it('reads a description block over several lines as one line', () => {
    const source = 'sequenceDiagram\n  accTitle: Login\n  accDescr {\n    The browser posts the form.\n    Moodle checks the password.\n  }\n  A->>B: post';
    expect(diagramLabels(source)).toEqual({title: 'Login', description: 'The browser posts the form. Moodle checks the password.'});
  });

  it('gives nothing for a diagram without them', () => {
    expect(diagramLabels('flowchart LR\n  a --> b')).toEqual({title: undefined, description: undefined});
  });
});
