// Wraps the stock code block to register the site's extra Prism languages: the work the classic theme
// does in a client module, which src/plugins/lean-bundle empties in the browser bundle. Done here,
// Prism travels in the chunk of the pages that render markdown instead of in every page's main bundle.
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';

prismIncludeLanguages(Prism);

export default CodeBlock as typeof CodeBlockType;
