import { createIslandParcel } from '@school/shared-ui/island';
import { HeroSlider } from '../home/blocks/hero-slider.tsx';

export default createIslandParcel(HeroSlider);
