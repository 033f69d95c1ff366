module.exports = { extends: ['../../../../apps/portal/.eslintrc.cjs'] };
