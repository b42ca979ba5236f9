/** Frame and leg colours, named so the palette reads at a glance. */
export const wood = {
  sheesham: "#7a4e2d",
  walnut: "#5a3a26",
  darkWalnut: "#3e2a1e",
  teak: "#9a6a3a",
  lightOak: "#b08a5e",
  blackSteel: "#2b2a28",
  brass: "#b08d57",
};
