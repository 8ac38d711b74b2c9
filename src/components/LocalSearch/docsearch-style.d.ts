// DocSearch's stylesheet entry (a JS module importing @docsearch/css) ships without types.
declare module '@docsearch/react/style';
