import { useEffect } from 'react';

const SCRIPT_ID = 'asset-embed-script';

/**
 * [catalogue 35]: the product page loads the program's external asset-embed script
 * (assetEmbedScriptUrl), once per page load. Only an https address or one of this site is taken;
 * the Content-Security-Policy decides whether the browser runs it.
 */
export function assetEmbedScriptSrc(url: string | null | undefined, origin: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'https:' || parsed.origin === origin ? parsed.href : null;
  } catch {
    return null;
  }
}

export function useAssetEmbedScript(url: string | null | undefined) {
  useEffect(() => {
    const src = assetEmbedScriptSrc(url, window.location.origin);
    if (!src || document.getElementById(SCRIPT_ID)) return;
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = src;
    script.async = true;
    document.head.appendChild(script);
  }, [url]);
}
