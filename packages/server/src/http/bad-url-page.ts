import { SHOP_NAME } from '@shop/domain/store';

/**
 * The page for an address that is not a valid URL (a malformed percent-escape such as
 * `/product/%` or `/%C0%AF`): nothing can be routed, so it stands alone, with inline styles, no
 * script and no external asset, in the shop's colours, with ways back to the home page and the shop.
 */
const BAD_URL_PAGE_TITLE = `Address not valid — ${SHOP_NAME}`;
const BAD_URL_MESSAGE = 'This address is not valid';

export const badUrlPageHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${BAD_URL_PAGE_TITLE}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#1d1a1c;background:#fbf7f5}
main{max-width:520px;margin:0 auto;padding:80px 16px;text-align:center}
.logo{font-family:Georgia,'Times New Roman',serif;font-size:28px;font-weight:700;color:#7e2646;margin:0}
h1{font-size:26px;margin:32px 0 8px}
p{color:#6b6469;line-height:1.5}
nav{display:flex;gap:12px;justify-content:center;flex-wrap:wrap;margin-top:24px}
a{display:inline-block;padding:12px 24px;border-radius:999px;font-weight:600;font-size:14px;text-decoration:none;border:1px solid #ebe4e7;background:#fff;color:#1d1a1c}
a.primary{background:#a3385e;border-color:#a3385e;color:#fff}
a:focus-visible{outline:2px solid #a3385e;outline-offset:2px}
</style>
</head>
<body>
<main>
<p class="logo">${SHOP_NAME}</p>
<h1>${BAD_URL_MESSAGE}</h1>
<p>The link you followed has characters in it that do not make a web address, so we could not open it. Check the link, or carry on from the home page or the shop.</p>
<nav><a class="primary" href="/">Go to the home page</a><a href="/shop">Browse the shop</a></nav>
</main>
</body>
</html>
`;
