// The preview frame's bootstrap: the one inline script of the frame's srcdoc document. Plain browser
// JavaScript, embedded verbatim as text (`?csp-hashed`), so the bundler cannot rename or wrap it and
// the production CSP can allow it by its sha256 (the srcdoc frame inherits the app's policy), which the
// build computes from this file. Any edit changes the hash; the build writes the new one.
(() => {
  'use strict';
  const root = document.getElementById('preview-root');
  const post = (message) => parent.postMessage(message, '*');
  const describe = (error) => String((error && error.message) || error).slice(0, 500);
  let renderer = null;
  let loading = false;
  let lastHeight = -1;

  // Survey content may hold links; the preview is not a place to follow them (nor to submit forms).
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (target instanceof Element && target.closest('a[href]')) event.preventDefault();
    },
    true,
  );
  document.addEventListener('submit', (event) => event.preventDefault(), true);

  new ResizeObserver(() => {
    const px = Math.ceil(document.body.getBoundingClientRect().height);
    if (px !== lastHeight) {
      lastHeight = px;
      post({ type: 'height', px });
    }
  }).observe(document.body);

  addEventListener('message', async (event) => {
    if (event.source !== parent) return;
    const data = event.data;
    if (!data || typeof data !== 'object') return;
    if (data.type === 'source' && !renderer && !loading && typeof data.code === 'string') {
      loading = true;
      const url = URL.createObjectURL(new Blob([data.code], { type: 'text/javascript' }));
      try {
        const module = await import(url);
        if (typeof module.renderSurveysPreview !== 'function')
          throw new Error('renderSurveysPreview is missing');
        renderer = module;
        post({ type: 'ready' });
      } catch (error) {
        post({ type: 'load-error', message: describe(error) });
      } finally {
        URL.revokeObjectURL(url);
      }
    } else if (data.type === 'render' && renderer) {
      document.body.dataset.scheme = data.scheme === 'dark' ? 'dark' : 'light';
      try {
        renderer.renderSurveysPreview({
          survey: data.survey,
          parentElement: root,
          previewPageIndex: data.page,
          onPreviewSubmit: (value) => post({ type: 'submit', value: value === undefined ? null : value }),
          onPreviewBack: () => post({ type: 'back' }),
        });
        post({ type: 'rendered' });
      } catch (error) {
        post({ type: 'render-error', message: describe(error) });
      }
    }
  });
  post({ type: 'booted' });
})();
