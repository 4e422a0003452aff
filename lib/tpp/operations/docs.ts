// Documentation shared by the TPP dialogue declarations (spec 4.4).

export const WARNING_NOTE =
  'When the address looks personal (e.g. first.last@, or not a role such as post@, api@, openbanking@, support@, it@, psd2@) the 2xx body carries ' +
  'tppMessages with category WARNING and code WARNING advising a non-personal address; the address is stored all the same.';
