// The development provider's pages: sign-in, errors and sign-out. Plain HTML with one inline
// stylesheet and no script, so they work under the app's Content-Security-Policy unchanged
// (style-src allows inline styles; form-action 'self' holds because every form posts to /oidc on
// the same origin). Texts come from the app's catalogue (src/i18n/messages/*/sso.ts), in the
// locale the app asked for with ui_locales.
import { DEFAULT_LOCALE, normalizeLocale, type Locale } from '../../../src/domain/locales.ts';
import { catalogue } from '../../../src/i18n/messages/all.ts';
import { readableTextOn } from '../../../src/domain/colour.ts';

const { sso } = catalogue;

type Key = keyof (typeof sso)['en'];

export interface Branding {
  programName: string;
  logo: string | null;
  /** The program's button colour (theme.color2). */
  buttonColour: string;
}

/** The first of the space-separated ui_locales the catalogue has, else English. */
export function pageLocale(uiLocales: unknown): Locale {
  if (typeof uiLocales !== 'string') return DEFAULT_LOCALE;
  for (const tag of uiLocales.split(/\s+/)) {
    const locale = normalizeLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

/** The catalogue text, placeholders filled and everything escaped. */
function text(locale: Locale, key: Key, values: Record<string, string | number> = {}): string {
  const template: string = sso[locale][key];
  return escapeHtml(template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? '')));
}

const HEX = /^#[0-9a-f]{6}$/i;

function styles(brand: Branding): string {
  const button = HEX.test(brand.buttonColour) ? brand.buttonColour : '#1d4ed8';
  return `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f2933;background:#eef1f5}
main{width:100%;max-width:400px}
.card{background:#fff;border:1px solid #dde3ea;border-radius:12px;box-shadow:0 8px 24px rgba(15,23,42,.08);padding:32px 28px}
.logo{display:block;height:56px;max-width:100%;margin:0 auto 20px;object-fit:contain}
h1{font-size:1.5rem;line-height:1.25;margin:0;text-align:center}
.subtitle{margin:4px 0 24px;text-align:center;color:#52606d}
label{display:block;font-weight:600;font-size:.9rem;margin:0 0 6px}
input{display:block;width:100%;font:inherit;padding:10px 12px;border:1px solid #c5ced8;border-radius:8px;margin:0 0 16px;background:#fff;color:inherit}
input:focus{outline:3px solid ${button}55;border-color:${button}}
.alert{border:1px solid #f5c2c0;background:#fdecea;color:#8a1c14;border-radius:8px;padding:10px 12px;margin:0 0 16px}
.actions{display:flex;flex-direction:column;gap:10px;margin-top:8px}
button,.secondary{display:block;width:100%;font:inherit;font-weight:600;text-align:center;text-decoration:none;padding:11px 16px;border-radius:8px;cursor:pointer}
button{border:0;background:${button};color:${readableTextOn(button)}}
button:hover{filter:brightness(.93)}
.secondary{border:1px solid #c5ced8;background:#fff;color:#1f2933}
.secondary:hover{background:#f5f7fa}
.note{margin:20px 0 0;font-size:.8rem;color:#7b8794;text-align:center}
@media (max-width:480px){.card{padding:24px 18px}}
`;
}

function layout(locale: Locale, title: string, brand: Branding, body: string): string {
  const logo = brand.logo ? `<img class="logo" src="${escapeHtml(brand.logo)}" alt="${escapeHtml(brand.programName)}">` : '';
  return `<!doctype html>
<html lang="${locale === 'sp' ? 'es' : locale === 'ge' ? 'de' : locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${styles(brand)}</style>
</head>
<body>
<main>
<div class="card">
${logo}
${body}
</div>
<p class="note">${text(locale, 'provider.devNote')}</p>
</main>
</body>
</html>`;
}

export interface LoginPageInput {
  locale: Locale;
  brand: Branding;
  /** Where the form posts: /oidc/interaction/{uid}/login. */
  action: string;
  /** Where Cancel goes: /oidc/interaction/{uid}/abort. */
  cancel: string;
  email: string;
  failure?: { kind: 'credentials' } | { kind: 'rateLimited'; minutes: number };
}

export function loginPage({ locale, brand, action, cancel, email, failure }: LoginPageInput): string {
  const alert = !failure
    ? ''
    : `<p class="alert" role="alert">${
        failure.kind === 'credentials' ? text(locale, 'provider.failed') : text(locale, 'provider.rateLimited', { minutes: failure.minutes })
      }</p>`;
  const body = `
<h1>${text(locale, 'provider.title')}</h1>
<p class="subtitle">${text(locale, 'provider.subtitle', { program: brand.programName })}</p>
<form method="post" action="${escapeHtml(action)}" autocomplete="on" novalidate>
${alert}
<label for="email">${text(locale, 'provider.email')}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${email ? '' : ' autofocus'}>
<label for="password">${text(locale, 'provider.password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
<div class="actions">
<button type="submit">${text(locale, 'provider.submit')}</button>
<a class="secondary" href="${escapeHtml(cancel)}">${text(locale, 'provider.cancel')}</a>
</div>
</form>`;
  return layout(locale, text(locale, 'provider.pageTitle', { program: brand.programName }), brand, body);
}

export function errorPage(locale: Locale, brand: Branding, shopUrl: string): string {
  const body = `
<h1>${text(locale, 'provider.errorTitle')}</h1>
<p class="subtitle">${text(locale, 'provider.errorText')}</p>
<div class="actions"><a class="secondary" href="${escapeHtml(shopUrl)}">${escapeHtml(brand.programName)}</a></div>`;
  return layout(locale, text(locale, 'provider.errorTitle'), brand, body);
}

/** RP-initiated logout: `form` is the provider's own hidden form (id op.logoutForm) with its xsrf token. */
export function logoutPage(locale: Locale, brand: Branding, host: string, form: string): string {
  const body = `
<h1>${text(locale, 'provider.logoutTitle', { host })}</h1>
${form}
<div class="actions">
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${text(locale, 'provider.logoutYes')}</button>
<button class="secondary" type="submit" form="op.logoutForm">${text(locale, 'provider.logoutNo')}</button>
</div>`;
  return layout(locale, text(locale, 'provider.logoutTitle', { host }), brand, body);
}

export function signedOutPage(locale: Locale, brand: Branding, shopUrl: string): string {
  const body = `
<h1>${text(locale, 'provider.signedOut')}</h1>
<div class="actions"><a class="secondary" href="${escapeHtml(shopUrl)}">${escapeHtml(brand.programName)}</a></div>`;
  return layout(locale, text(locale, 'provider.signedOut'), brand, body);
}
