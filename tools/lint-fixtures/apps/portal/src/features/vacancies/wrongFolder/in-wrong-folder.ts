// Lint must report: check-file/folder-naming-convention
export const inWrongFolder = true;
