/**
 * The whole sidebar as a list of sections, top to bottom. Each is redrawn only when what it
 * shows changes (src/sidebar/main.ts), so an opened <details> or the focus stays put.
 */
import type { Actions } from '../controller';
import type { AppState } from '../state';
import type { VNode } from '../vnode';
import { renderActions } from './actions';
import { renderAdvisor } from './advisor';
import { renderDeadline } from './deadline';
import { renderMessage } from './message';
import { renderNeeded } from './needed';
import { renderPreview } from './preview';
import { renderStatus, renderHeader } from './status';
import { renderSummary } from './summary';

export function renderSections(state: AppState, actions: Actions): VNode[] {
  return [
    renderHeader(state, actions),
    renderActions(state, actions),
    renderMessage(state, actions),
    renderNeeded(state, actions),
    renderSummary(state),
    renderStatus(state, actions),
    renderPreview(state, actions),
    renderAdvisor(state, actions),
    renderDeadline(state, actions),
  ];
}
