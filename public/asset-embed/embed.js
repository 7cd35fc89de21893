// The demo's fallback for a program's external asset-embed script (Program.assetEmbedScriptUrl):
// no outside host is reachable here, so the shop serves this one itself. Like the real kind, it
// looks for elements that ask for an embedded asset and announces that it has loaded.
(function () {
  'use strict';
  var api = { version: '1.0-demo', loaded: true, embedded: 0 };
  function embed(root) {
    var nodes = (root || document).querySelectorAll('[data-asset-embed]:not([data-asset-embedded])');
    for (var i = 0; i < nodes.length; i++) {
      nodes[i].setAttribute('data-asset-embedded', 'true');
      api.embedded++;
    }
  }
  window.assetEmbed = api;
  embed(document);
  document.dispatchEvent(new CustomEvent('asset-embed:ready', { detail: { version: api.version } }));
})();
