// A server-rendered storefront page (issue 15, SSR) is complete without its JavaScript, which only
// makes it interactive (hydration). This starts the page's module and its route's chunks once the
// browser has painted the HTML, so neither their download nor their evaluation stands between the
// visitor and the first paint. The URLs come from this script's data attributes (written by the
// local server from Vite's manifest); the shop's CSP allows only same-origin scripts, hence a file.
(function () {
  // The visitor's stored contrast and font size (the a11y controls' choice, @printshop/ui
  // A11yControls.tsx), applied before the page is painted, as the SPA's entry does for its shell.
  try {
    var a11y = JSON.parse(localStorage.getItem("a11y") || "{}");
    if (a11y.contrast === true) document.documentElement.classList.add("high-contrast");
    if (typeof a11y.fontPx === "number" && a11y.fontPx >= 12 && a11y.fontPx <= 24)
      document.documentElement.style.fontSize = a11y.fontPx + "px";
  } catch (e) {
    // Storage blocked: the default size.
  }
  var self = document.currentScript;
  var entry = self && self.getAttribute("data-entry");
  if (!entry) return;
  var preload = (self.getAttribute("data-preload") || "").split(" ").filter(Boolean);
  function start() {
    for (var i = 0; i < preload.length; i++) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = preload[i];
      document.head.appendChild(link);
    }
    var script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.appendChild(script);
  }
  // After the next frame has been painted: a task queued from the frame's animation callback.
  if (document.visibilityState === "hidden") start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
