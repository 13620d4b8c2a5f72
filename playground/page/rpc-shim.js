// google.script.run for the playground (injected first into Sidebar.html and MapView.html).
// google.script.run.withSuccessHandler(f).withFailureHandler(g).name(...args) POSTs the
// arguments as JSON to /rpc/<name>; the server calls the bundle's top-level function of that
// name. An exception there reaches g as an Error with its message, as in Apps Script. Calls
// are asynchronous, and the page around the frame is told after each one (and whether it
// succeeded) so its grid follows;
// google.script.host.close() asks the page to close the dialog this page is in (a no-op for
// the sidebar).
// `__GATOR_ENDPOINTS__` (set just before this script) lists the names the server offers.
((names) => {
  // ok: the call answered, and its answer is no failure value ({ ok: false, problems }).
  function tellPage(name, ok) {
    if (window.parent && window.parent !== window)
      window.parent.postMessage({ type: 'gator:rpc', name: name, ok: ok }, location.origin);
  }

  function call(name, args, onSuccess, onFailure, userObject) {
    fetch(`/rpc/${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
    })
      .then((response) => response.json())
      .then(
        (answer) => {
          tellPage(name, !!answer.ok && !(answer.value && answer.value.ok === false));
          if (answer.ok) {
            if (onSuccess) onSuccess(answer.value, userObject);
          } else if (onFailure) {
            onFailure(new Error(answer.error.message), userObject);
          } else {
            console.error(`google.script.run.${name} failed: ${answer.error.message}`);
          }
        },
        (err) => {
          var error = new Error(`The playground server did not answer (${err.message}). Is npm start still running?`);
          if (onFailure) onFailure(error, userObject);
          else console.error(error.message);
        },
      );
  }

  function runner(onSuccess, onFailure, userObject) {
    var run = {
      withSuccessHandler: (f) => runner(f, onFailure, userObject),
      withFailureHandler: (g) => runner(onSuccess, g, userObject),
      withUserObject: (o) => runner(onSuccess, onFailure, o),
    };
    names.forEach((name) => {
      run[name] = (...args) => {
        call(name, args, onSuccess, onFailure, userObject);
      };
    });
    return run;
  }

  var noop = () => {};
  function close() {
    if (window.parent && window.parent !== window) window.parent.postMessage({ type: 'gator:close' }, location.origin);
  }
  window.google = {
    script: {
      run: runner(null, null, undefined),
      host: { close: close, setHeight: noop, setWidth: noop, editor: { focus: noop } },
    },
  };
})(window.__GATOR_ENDPOINTS__ || []);
