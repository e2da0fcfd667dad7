// Mounts GraphiQL on the endpoint that served this page (/ or /graphql), with the explorer plugin open and the
// tutorial's CountryDetail query. GraphiQL takes the schema from the server by introspection.
//
// A link with ?query=... (and optionally variables and operationName) opens with that query and runs it at once:
// the Countries schema has no mutations, so a link can only read.
(function () {
  'use strict';

  var sampleQuery = [
    '# Run with ▶ or Ctrl-Enter. The Explorer builds queries as you tick fields.',
    'query CountryDetail($code: ID!) {',
    '  country(code: $code) {',
    '    name',
    '    native',
    '    capital',
    '    emoji',
    '    currency',
    '    continent {',
    '      name',
    '    }',
    '    languages {',
    '      code',
    '      name',
    '    }',
    '  }',
    '}',
    ''
  ].join('\n');
  var sampleVariables = '{\n  "code": "JP"\n}';

  var parameters = new URLSearchParams(window.location.search);
  var linkedQuery = parameters.get('query');
  var endpoint = window.location.origin + window.location.pathname;
  var fetcher = GraphiQL.createFetcher({ url: endpoint });

  function Playground() {
    var state = React.useState(linkedQuery !== null ? linkedQuery : sampleQuery);
    var query = state[0];
    var setQuery = state[1];
    var explorer = GraphiQLPluginExplorer.useExplorerPlugin({ query: query, onEdit: setQuery });
    return React.createElement(GraphiQL, {
      fetcher: fetcher,
      query: query,
      onEditQuery: setQuery,
      variables: linkedQuery !== null ? (parameters.get('variables') || '') : sampleVariables,
      operationName: parameters.get('operationName') || undefined,
      plugins: [explorer],
      visiblePlugin: explorer,
      defaultEditorToolsVisibility: true,
      shouldPersistHeaders: false
    });
  }

  // Clicks GraphiQL's run button once its query editor exists (the editors are made after the first render).
  function runWhenReady(root) {
    var observer = new MutationObserver(function () {
      var button = root.querySelector('.graphiql-execute-button');
      if (button && root.querySelector('.graphiql-query-editor .CodeMirror')) {
        observer.disconnect();
        button.click();
      }
    });
    observer.observe(root, { childList: true, subtree: true });
  }

  var root = document.getElementById('graphiql');
  root.textContent = '';
  if (linkedQuery !== null) runWhenReady(root);
  // React 17: ReactDOM.render, as it has no createRoot.
  ReactDOM.render(React.createElement(Playground), root);
})();
