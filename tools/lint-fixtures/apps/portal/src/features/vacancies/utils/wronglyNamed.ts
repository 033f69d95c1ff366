// Lint must report: check-file/filename-naming-convention
export const wronglyNamed = true;
