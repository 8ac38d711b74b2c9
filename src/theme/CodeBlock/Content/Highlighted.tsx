// The stock code block content, which tokenises with Prism, and the site's extra Prism languages.
// The server bundle imports it directly; the browser loads it only to render a code block that
// was not served (./highlighter.lazy.ts).
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default Content;
