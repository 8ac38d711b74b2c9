import type {RootContent} from 'mdast';

const identifier = (name: string) => ({type: 'Identifier', name});

/**
 * An MDX `import` a remark plugin puts in a page: `import Default, {a, b} from 'module';`, with the
 * estree MDX compiles (it does not parse `value` again).
 */
export function mdxImport(module: string, names: {default?: string; named?: string[]}): RootContent {
  const specifiers = [
    ...(names.default ? [{type: 'ImportDefaultSpecifier', local: identifier(names.default)}] : []),
    ...(names.named ?? []).map((name) => ({type: 'ImportSpecifier', imported: identifier(name), local: identifier(name)})),
  ];
  const clause = [names.default, names.named?.length ? `{${names.named.join(', ')}}` : undefined].filter(Boolean).join(', ');
  return {
    type: 'mdxjsEsm',
    value: `import ${clause} from ${JSON.stringify(module)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ImportDeclaration', specifiers, source: {type: 'Literal', value: module, raw: JSON.stringify(module)}}],
      },
    },
  } as unknown as RootContent;
}
