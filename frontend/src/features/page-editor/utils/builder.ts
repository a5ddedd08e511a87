import type { Component, Editor } from 'grapesjs';
import type { FormFieldItem } from './form-fields';
import { buildFormHtml, FORM_CSS, FORM_SLOT_SELECTOR, PAGE_FORM_SELECTOR } from './form-html';
import { pageDocument, parseProjectData } from './project-data';

/** The command of the builder's Manage Fields button. */
export const MANAGE_FIELDS_COMMAND = 'page-editor:manage-fields';

export type BuilderOptions = {
  /** Manage Fields: resolves with the saved fields, rejects when the dialog is closed without saving. */
  requestFormFields: () => Promise<FormFieldItem[]>;
};

const MANAGE_FIELDS_ICON =
  '<svg viewBox="0 0 24 24" style="display:block;max-width:22px" aria-hidden="true"><path fill="currentColor" d="M3 5h18v2H3zm0 6h12v2H3zm0 6h18v2H3zm14-6h4v2h-4z"/></svg>';

/**
 * Loads GrapesJS with the newsletter preset and the forms plugin (their code is fetched on this route only) and
 * starts it in the container. Set up so that nothing runs or is fetched from elsewhere: no telemetry, no icon
 * css from a CDN, no storage, scripts and on* attributes dropped by its parser, no external drops.
 */
export async function createBuilder(container: HTMLElement, options: BuilderOptions): Promise<Editor> {
  const [{ default: grapesjs }, { default: newsletter }, { default: forms }] = await Promise.all([
    import('grapesjs'),
    import('grapesjs-preset-newsletter'),
    import('grapesjs-plugin-forms'),
    import('grapesjs/dist/css/grapes.min.css'),
    import('./builder.css'),
  ]);
  const editor = grapesjs.init({
    container,
    height: '100%',
    width: 'auto',
    fromElement: false,
    storageManager: false,
    telemetry: false,
    cssIcons: '',
    noticeOnUnload: false,
    i18n: { locale: 'en', localeFallback: 'en', detectLocale: false },
    parser: { optionsHtml: { allowScripts: false, allowUnsafeAttr: false, allowUnsafeAttrValue: false } },
    canvas: { allowExternalDrop: false },
    assetManager: { upload: false, embedAsBase64: true },
    plugins: [newsletter, forms],
    pluginsOpts: {
      [newsletter as unknown as string]: { inlineCss: false, showStylesOnChange: true },
    },
  });
  editor.Commands.add(MANAGE_FIELDS_COMMAND, {
    run: (ed: Editor) => {
      options
        .requestFormFields()
        .then((items) => applyForm(ed, items))
        .catch(() => {
          // Closed without saving: the page stays as it was.
        });
    },
  });
  editor.Panels.addButton('options', {
    id: 'manage-fields',
    command: MANAGE_FIELDS_COMMAND,
    label: MANAGE_FIELDS_ICON,
    togglable: false,
    attributes: { title: 'Manage Fields' },
  });
  editor.onReady(() => labelBuilder(editor, container));
  return editor;
}

/**
 * What the builder's own markup lacks for assistive technology (axe): a title on the canvas frame, and its
 * scrolling side panel reachable by keyboard.
 */
function labelBuilder(editor: Editor, container: HTMLElement): void {
  editor.Canvas.getFrameEl()?.setAttribute('title', 'Page content');
  for (const panel of container.querySelectorAll('.gjs-pn-views-container'))
    panel.setAttribute('tabindex', '0');
}

/** Puts content in the builder: the stored project, else the stored (imported) html, else the given template. */
export function loadContent(editor: Editor, content: { json: string | null; html: string | null }): boolean {
  const project = parseProjectData(content.json);
  if (project) {
    editor.loadProjectData(project);
    return true;
  }
  if (content.html?.trim()) {
    editor.setComponents(content.html);
    return true;
  }
  return false;
}

/** Replaces the page with a template's content. */
export function applyTemplate(editor: Editor, template: { html: string; css: string }): void {
  editor.setComponents(template.html);
  editor.setStyle(template.css);
}

/**
 * Puts the form of these fields in the page (the design's "form in the page html"): an existing form is replaced
 * in place; otherwise it goes into the template's form slot, else after the selected component, else at the end.
 */
export function applyForm(editor: Editor, items: FormFieldItem[]): void {
  const wrapper = editor.getWrapper();
  if (!wrapper) return;
  const html = buildFormHtml(items);
  if (!editor.Css.getRule('.page-form')) editor.Css.addRules(FORM_CSS);
  const existing: Component | undefined = wrapper.find(PAGE_FORM_SELECTOR)[0];
  if (existing) {
    existing.replaceWith(html);
    return;
  }
  const slot: Component | undefined = wrapper.find(FORM_SLOT_SELECTOR)[0];
  if (slot) {
    slot.append(html);
    return;
  }
  const selected = editor.getSelected();
  const parent = selected?.parent();
  if (selected && parent) parent.append(html, { at: selected.index() + 1 });
  else wrapper.append(html);
}

/** What Save sends: the page as a whole document (css in a <style>) and the builder's project json. */
export function pageContent(editor: Editor, title: string): { html: string; json: string } {
  return {
    html: pageDocument(title, editor.getHtml(), editor.getCss() ?? ''),
    json: JSON.stringify(editor.getProjectData()),
  };
}
