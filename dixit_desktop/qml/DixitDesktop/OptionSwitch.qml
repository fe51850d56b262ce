import QtQuick
import QtQuick.Controls.Basic

Switch {
    id: sw
    font.family: Theme.textFont
    font.pixelSize: Theme.fontBody
    implicitHeight: Theme.touch
    Accessible.name: text
    contentItem: Text {
        text: sw.text
        font: sw.font
        color: Theme.ink
        leftPadding: sw.indicator.width + Theme.px(8)
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.WordWrap
    }
}
