/**
 * A notification's HTML as the e-mail shows it, in an iframe that may do nothing: `sandbox=""`
 * gives it an opaque origin, no scripts, no forms, no popups and no navigation of this page. The
 * HTML is never put into this page's DOM. Links open nowhere (a `_blank` target with popups
 * forbidden) rather than load an app page inside the frame, which the server refuses to frame.
 */
export function NotificationHtmlFrame({ html, title }: { html: string; title: string }) {
  const document = `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>body{margin:16px;font:14px/1.5 system-ui,sans-serif;color:#18181b;background:#fff;overflow-wrap:anywhere}</style></head><body>${html}</body></html>`;
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={document}
      referrerPolicy="no-referrer"
      className="h-80 w-full rounded-md border bg-white"
    />
  );
}
