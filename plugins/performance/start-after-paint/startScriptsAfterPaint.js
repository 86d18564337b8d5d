/*
 * Inlined at the end of every page's <body> by ./index.ts (injectHtmlTags, production builds).
 *
 * The site's scripts are preloaded in <head> (low priority, so they never hold
 * up the stylesheet) and started here only once the browser has painted the
 * server-rendered page. Evaluating the app bundle and hydrating take a long
 * task on a phone; when the bundle arrives before the first frame, a plain
 * `defer` script runs first and the reader waits for that task to see text.
 */
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // Only <head>, where the template writes the site's scripts: the page content is in <body>,
    // and a preload link there must never become a running script.
    var links = document.head.querySelectorAll('link[rel="preload"][as="script"][data-start-after-paint]');
    for (var i = 0; i < links.length; i++) {
      var script = document.createElement('script');
      script.src = links[i].href;
      // Inserted scripts keep their order only with async = false.
      script.async = false;
      document.head.appendChild(script);
    }
  }
  // A page opened in the background does not paint until it is shown.
  if (document.visibilityState === 'hidden') return start();
  // This script ends <body>, so the whole page is parsed now. Wait until it has been painted:
  // the first contentful paint is reported, and two frames have passed since this point
  // (the browser may paint the top of a long page first, the rest one frame later).
  var types = (window.PerformanceObserver && window.PerformanceObserver.supportedEntryTypes) || [];
  var contentPainted = types.indexOf('paint') === -1;
  var framesPassed = false;
  function startWhenPainted() {
    if (contentPainted && framesPassed) start();
  }
  if (!contentPainted) {
    new window.PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        contentPainted = true;
        startWhenPainted();
      }
    }).observe({type: 'paint', buffered: true});
  }
  window.requestAnimationFrame(function () {
    window.requestAnimationFrame(function () {
      window.setTimeout(function () {
        framesPassed = true;
        startWhenPainted();
      }, 0);
    });
  });
  // Never wait longer than this for a paint.
  window.setTimeout(start, 3000);
})();
