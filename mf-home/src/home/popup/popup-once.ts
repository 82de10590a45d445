// The notification popup opens once, after notifications load, if at least one
// returned. "Once" is per page load: coming back to the home page later in the same visit
// does not open it again; a reload does.
let shownThisVisit = false;

export function shouldOpenPopup(loaded: boolean, count: number, alreadyShown: boolean): boolean {
  return loaded && count > 0 && !alreadyShown;
}

export const popupMemory = {
  get shown() {
    return shownThisVisit;
  },
  markShown() {
    shownThisVisit = true;
  },
  /** Tests only. */
  reset() {
    shownThisVisit = false;
  },
};
