// The page template of the static build: Docusaurus's own, except for the scripts. main.js and its
// runtime load as deferred scripts, as before; the chunks of the page's routes (which Docusaurus now
// finds, see src/plugins/route-areas/module-origins.ts) are preloaded. The browser fetches them while it
// parses the page, and main.js, which needs them before it can hydrate, finds them there: deferred
// scripts would run them all in one task with main.js, which on a long page is a long task.
const entryScript = String.raw`/(^|\/)(runtime~)?main\.[0-9a-f]+\.js$/`;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.filter((script) => ${entryScript}.test(script)).forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
    <% it.scripts.filter((script) => !${entryScript}.test(script)).forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
