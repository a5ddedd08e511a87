/** One page template as shipped: its html (the body's content) and its css. */
export interface PageTemplate {
  id: string;
  name: string;
  html: string;
  css: string;
}

/**
 * The look every template shares: a one-column page 675 px wide (spec 3 §2.5's message width) and the classes of
 * the form the editor's Choose Form Fields writes (page-form*), so a form added to any template is styled.
 */
export const BASE_CSS = `
* { box-sizing: border-box; }
body { margin: 0; background-color: #eef1f5; font-family: Helvetica, Arial, sans-serif; color: #1f2933; }
.page { max-width: 675px; margin: 0 auto; background-color: #ffffff; }
.section { padding: 32px 40px; }
.page h1 { font-size: 34px; line-height: 1.2; margin: 0 0 12px; }
.page h2 { font-size: 24px; line-height: 1.3; margin: 0 0 12px; }
.page p { font-size: 16px; line-height: 1.6; margin: 0 0 12px; }
.page-form { display: flex; flex-direction: column; gap: 14px; margin: 8px 0; }
.page-form__field { display: flex; flex-direction: column; gap: 4px; }
.page-form__label { font-size: 14px; font-weight: bold; }
.page-form__input { font-size: 16px; padding: 10px 12px; border: 1px solid #9aa5b1; border-radius: 4px; }
.page-form__check { display: flex; gap: 8px; align-items: center; font-size: 15px; }
.page-form__submit { font-size: 17px; font-weight: bold; padding: 12px 20px; border: 0; border-radius: 4px; background-color: #1d4ed8; color: #ffffff; cursor: pointer; }
.hp-field { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }
.footer { padding: 20px 40px; font-size: 12px; color: #52606d; text-align: center; background-color: #f5f7fa; }
`;
