import type { CorporatePage } from '@/api/contract/content-blocks';
import type { Bi, Bilingual } from '../bilingual';
import { corporateContent, type PageBlock } from '../blocks';
import { type ContentMediaName, imageAsset } from '../media';
import { corporatePage } from '../page';

export interface BlogPost {
  slug: string;
  /** Publication date, `YYYY-MM-DD`. */
  date: string;
  title: Bi;
  image: ContentMediaName | null;
  /** Rich HTML. */
  body: Bi;
}

const dayMonthYear = (date: string) => {
  const [year, month, day] = date.split('-');
  return `${Number(day)}/${Number(month)}/${year}`;
};

/** One text block per post, newest first, with the date above the text. */
export const postBlock = (blog: string, post: BlogPost): PageBlock =>
  corporateContent(`${blog}/${post.slug}`, {
    title: post.title,
    image: post.image ? imageAsset(post.image) : null,
    description: {
      el: `<p><time datetime="${post.date}">${dayMonthYear(post.date)}</time></p>${post.body.el}`,
      en: `<p><time datetime="${post.date}">${dayMonthYear(post.date)}</time></p>${post.body.en}`,
    },
    buttontext: null,
    redirection_link: null,
  });

export interface BlogInput {
  /** The blog name of the route /corporate/blogs/{blog}; also the page slug. */
  blog: string;
  title: Bi;
  subtitle: Bi | null;
  posts: BlogPost[];
  /** Blocks shown before (`intro`) and after (`outro`) the posts. */
  intro?: PageBlock[];
  outro?: PageBlock[];
}

/** A blog as a content page: the page endpoint serves it under the blog's name. */
export const blogPage = (input: BlogInput): Bilingual<CorporatePage> =>
  corporatePage({
    slug: input.blog,
    title: input.title,
    subtitle: input.subtitle,
    blocks: [
      ...(input.intro ?? []),
      ...[...input.posts]
        .sort((a, b) => b.date.localeCompare(a.date))
        .map((post) => postBlock(input.blog, post)),
      ...(input.outro ?? []),
    ],
  });
