/* global window, document, Element -- a browser page script */
// Records the widgets' events and any Content-Security-Policy violation for the tests.
window.__violations = [];
window.__events = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`);
});
for (const type of ["daidai-load", "daidai-error", "daidai-ply-change"]) {
  document.addEventListener(type, (e) => {
    const target = e.target instanceof Element ? e.target.id : "";
    window.__events.push({ type, id: target, detail: JSON.parse(JSON.stringify(e.detail)) });
  });
}
