/** A JSON:API page document with snake_case attributes. */
export const pageDocument = (attributes: Record<string, unknown>, id?: string) => ({
  data: { type: 'pages', ...(id ? { id } : {}), attributes },
});
