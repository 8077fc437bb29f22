const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value put into a mail's HTML goes through this: names and messages come from users. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

export interface MailContent {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/**
 * A mail's HTML: one column at most 560 px wide; the fallback address breaks anywhere, since a long link with no
 * space would otherwise widen the mail past a phone's screen.
 */
export function renderMailHtml(content: MailContent): string {
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`)
    .join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1c5fb8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#4a4a4a">If the button does not work, paste this address into your browser:<br><span style="word-break:break-all;overflow-wrap:anywhere">${escapeHtml(content.action.url)}</span></p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:24px 0 0;font-size:13px;color:#4a4a4a">${escapeHtml(content.footnote)}</p>`
    : '';
  return `<!doctype html><html lang="en-CA"><body style="margin:0;background:#f4f6fa;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a"><div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff"><p style="font-size:20px;font-weight:700;color:#1c5fb8;margin:0 0 24px">Mathwise</p><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>${paragraphs}${action}${footnote}</div></body></html>`;
}

export function renderMailText(content: MailContent): string {
  const lines = [content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, '');
  if (content.footnote) lines.push(content.footnote, '');
  lines.push('Mathwise');
  return lines.join('\n');
}
