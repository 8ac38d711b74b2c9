// html-validate rules for this site's built HTML, extended by /.htmlvalidate.json (JSON cannot say why).
// Start from html-validate:recommended; switch off or relax only what Docusaurus's own markup or its
// HTML minifier produce, so every remaining error is one that our templates, components or content cause.
export default {
  elements: [
    'html5',
    // Docusaurus's CodeBlock renders a highlighted or numbered line as <div class="token-line"> inside
    // <pre><code> (src/theme/CodeBlock/Line keeps the stock line for those; plain lines are text). Allow
    // exactly that rather than turning the content rule off.
    {code: {permittedContent: ['@phrasing', 'div']}},
  ],
  rules: {
    // The faster (Lightning/SWC) HTML minifier: lowercase <!doctype html>, unquoted attribute values,
    // omitted optional end tags (</li>, </p>, </html>) and omitted optional start tags (<tbody>).
    'doctype-style': 'off',
    'attr-quotes': 'off',
    'no-implicit-close': 'off',
    'prefer-tbody': 'off',
    // The minifier also leaves `&` raw where HTML5 allows it (`&&`, `&$draftitemid` in code); relaxed
    // mode still fails an ambiguous ampersand such as `&copy` written as text.
    'no-raw-characters': ['error', {relaxed: true}],
    // React writes <meta/> and <link/> self-closed while the HTML template writes them bare: both are valid.
    'void-style': 'off',
    // A code block's <pre> takes its colour variables inline; the announcement bar takes its colours inline.
    'no-inline-style': 'off',
    // React's useId (`_R_4pah_`) and Docusaurus's root (`__docusaurus`) ids start with an underscore,
    // valid in HTML5; relaxed mode still rejects empty ids and ids with whitespace.
    'valid-id': ['error', {relaxed: true}],
    // Stock theme markup: the skip link's <div role=region>, the announcement bar's <div role=banner>
    // and the navbar dropdown's <a role=button href=#>. Other roles on non-native elements still fail.
    'prefer-native-element': ['error', {exclude: ['region', 'banner', 'button']}],
    // The stock external-link icon is <svg aria-label="(opens in new tab)">; aria-label on an element
    // whose role allows naming (our community bar's labelled <ul>) is allowed by ARIA. Misuse on an
    // element that cannot be named still fails.
    'aria-label-misuse': ['error', {allowAnyNamable: true}],
    // html-validate counts a <header> inside <main> (the stock home-page hero template) as a second
    // banner landmark beside the announcement bar's role=banner; in HTML-AAM that header is generic.
    'unique-landmark': 'off',
    // The stock tag-page title ('One doc tagged with "Conditional activities" | Moodle Developer Resources')
    // spends 45 characters of its own; 80 keeps tag labels of 30 characters and still stops long doc titles.
    'long-title': ['error', {maxlength: 80}],
  },
};
