import type { Component, Editor } from 'grapesjs';
import type { FormFieldItem } from './form-fields';
import { buildFormHtml, FORM_CSS, FORM_SLOT_SELECTOR, PAGE_FORM_SELECTOR } from './form-html';
import { createGrapesBuilder } from '@/components/builder/grapes-builder';
import { pageDocument, parseProjectData } from '@/components/builder/project-data';

/** The command of the builder's Manage Fields button. */
export const MANAGE_FIELDS_COMMAND = 'page-editor:manage-fields';

export type BuilderOptions = {
  /** Manage Fields: resolves with the saved fields, rejects when the dialog is closed without saving. */
  requestFormFields: () => Promise<FormFieldItem[]>;
};

const MANAGE_FIELDS_ICON =
  '<svg viewBox="0 0 24 24" style="display:block;max-width:22px" aria-hidden="true"><path fill="currentColor" d="M3 5h18v2H3zm0 6h12v2H3zm0 6h18v2H3zm14-6h4v2h-4z"/></svg>';

/** Starts the builder (GrapesJS, newsletter preset) with the forms plugin and the Manage Fields button. */
export async function createBuilder(container: HTMLElement, options: BuilderOptions): Promise<Editor> {
  const { default: forms } = await import('grapesjs-plugin-forms');
  const editor = await createGrapesBuilder(container, {
    plugins: [forms],
    newsletterOptions: { inlineCss: false, showStylesOnChange: true },
    frameTitle: 'Page content',
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
  return editor;
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
