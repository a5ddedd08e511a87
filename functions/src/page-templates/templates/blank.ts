import { BASE_CSS, type PageTemplate } from './template';

/** Spec 3 §2.5: a blank one-column template, 675 px wide, the editor's start on an empty page. */
export const blankTemplate: PageTemplate = {
  id: 'blank',
  name: 'Blank (one column)',
  html: `<div class="page">
  <div class="section" data-form-slot>
    <h1>Your headline</h1>
    <p>Drag blocks from the panel on the right, or click a text to change it.</p>
  </div>
</div>`,
  css: BASE_CSS,
};
