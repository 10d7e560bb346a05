export { Profile, type ProfileProps } from './Profile';
export { profileMessages, type ProfileMessages } from './Profile.messages';
