import { Typography } from '@mantine/core';
import classes from './html-content.module.css';

/**
 * HTML written by the product team and served by the API (static documents). The server owns and
 * sanitises that content; user input never reaches this component.
 */
export function HtmlContent({ html }: { html: string }) {
  return <Typography className={classes.content} dangerouslySetInnerHTML={{ __html: html }} />;
}
