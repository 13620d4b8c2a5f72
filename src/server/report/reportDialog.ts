/**
 * After-action report, from the menu: the report in a dialog, each part in a box of its own with a Copy button, as
 * the sidebar offers the round's forum post. The page is built here from the report's text (HTML-escaped: a mech's
 * name cannot become markup) and needs no server call of its own.
 */
import type { Services } from '../../gas/services';
import type { Failure } from '../reply/responses';
import { getAfterActionReport, type AfterActionSuccess } from './afterActionReport';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** The dialog's page: a heading, then each part with its length and a Copy button. */
export function reportPage(report: AfterActionSuccess): string {
  const many = report.parts.length > 1;
  const boxes = report.parts
    .map((p, i) => {
      const label = many ? `Part ${i + 1} of ${report.parts.length}` : 'The report';
      const over = p.over ? ' — longer than the Forum post limit: shorten it by hand' : '';
      return `<section><p>${label} (${p.length} characters${over})</p><textarea readonly rows="12">${escapeHtml(p.text)}</textarea><button onclick="copyPart(this)">Copy</button></section>`;
    })
    .join('');
  return [
    '<!DOCTYPE html><html><head><base target="_top"><style>',
    'body{font:13px Arial,sans-serif;margin:12px}textarea{width:100%;box-sizing:border-box;font:12px monospace}',
    'button{margin:4px 0 12px}',
    '</style></head><body>',
    `<p>${escapeHtml(report.battle)}, ${report.rounds} ${report.rounds === 1 ? 'round' : 'rounds'}, from the tab ${escapeHtml(report.log)}. Paste it into the forum${many ? ' part by part' : ''}.</p>`,
    boxes,
    '<script>function copyPart(b){var t=b.previousElementSibling;t.select();document.execCommand("copy");b.textContent="Copied";}</script>',
    '</body></html>',
  ].join('');
}

/** The menu item: the report of the battle being fought, or of the one just ended before its successor's first round. */
export function menuAfterActionReport(services: Services): void {
  const report: AfterActionSuccess | Failure = getAfterActionReport(services, 'auto');
  const ui = services.SpreadsheetApp.getUi();
  if (!report.ok) {
    ui.alert('Gator: no after-action report', report.problems.map((p) => p.message).join('\n'), ui.ButtonSet.OK);
    return;
  }
  const html = services.HtmlService.createHtmlOutput(reportPage(report)).setWidth(720).setHeight(640);
  ui.showModalDialog(html, `Gator: after-action report, ${report.battle}`);
}
