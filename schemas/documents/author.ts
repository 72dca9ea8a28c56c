import { defineField, defineType } from 'sanity';

/** A blog post's author: a name, and a role and short bio in every language (translated per field). */
export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      description: 'A short id for the author, made from the name.',
      options: { source: 'name', maxLength: 60 },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'role',
      title: 'Role',
      type: 'localeString',
      description: 'What the author does at Remapper, e.g. "Support lead".',
    }),
    defineField({
      name: 'bio',
      title: 'Short bio',
      type: 'localeText',
      description: 'One or two sentences.',
    }),
  ],
  preview: {
    select: { title: 'name', subtitle: 'role.en' },
  },
});
