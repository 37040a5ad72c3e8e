/* Every Mantine style, for the pages and dialogs beyond the public pages' first view. */
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
