// Only for the packaging test: SCALE_CHECK_ROUTES=N adds N copies of a small route so the test can
// prove the stack split holds at the product's eventual size (~140 routes). Adds nothing otherwise.
'use strict';

module.exports = () => {
  const count = Number(process.env.SCALE_CHECK_ROUTES || 0);
  const functions = {};
  for (let i = 1; i <= count; i += 1) {
    functions[`scaleCheck${i}`] = {
      handler: 'functions/src/settings/handlers/public-settings.handler',
      events: [{ httpApi: { method: 'GET', path: `/api/scale-check/${i}` } }],
    };
  }
  return functions;
};
