pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// Quick presets: how long the game lasts, in one tap ("A short game: 15 points, about 10
// minutes"), side by side. The one the options match is gold; once the ending is changed by
// hand none is. Names and minutes come from the view-model, words and all.
GridLayout {
    id: choice
    columns: Math.max(1, Math.min(presets.count, Math.floor(width / (Theme.touch * 4))))
    columnSpacing: Theme.gapSmall
    rowSpacing: Theme.gapSmall
    Component.onCompleted: GameRules.showPresets()   // their minutes are worked out from now on
    Repeater {
        id: presets
        model: GameRules.presets
        delegate: AbstractButton {
            id: preset
            required property string id
            required property string name
            required property string detail
            required property bool chosen
            objectName: "preset_" + id
            Layout.fillWidth: true
            Layout.preferredWidth: 100
            Layout.preferredHeight: Math.max(Theme.touch, presetCol.implicitHeight + Theme.gapMedium)
            focusPolicy: Qt.StrongFocus
            Accessible.role: Accessible.RadioButton
            Accessible.name: name + ": " + detail
            Accessible.checked: chosen
            onClicked: GameRules.choosePreset(id)
            Keys.onReturnPressed: clicked()
            Keys.onEnterPressed: clicked()
            contentItem: Column {
                id: presetCol
                NameText {
                    width: parent.width
                    text: preset.name
                    horizontalAlignment: Text.AlignHCenter
                    color: preset.chosen ? Theme.ink : Theme.paper
                    wrapMode: Text.WordWrap
                }
                CaptionText {
                    width: parent.width
                    text: preset.detail
                    horizontalAlignment: Text.AlignHCenter
                    color: preset.chosen ? Theme.inkSoft : Theme.moonlight
                    wrapMode: Text.WordWrap
                }
            }
            background: Rectangle {
                radius: Theme.radius
                color: preset.chosen ? Theme.gold : Theme.choiceTint
                border.color: preset.visualFocus ? Theme.moonlight : (preset.chosen ? Theme.goldDeep : Theme.nightGlow)
                border.width: preset.visualFocus ? 2 * Theme.focusRing : Theme.lineWidth
            }
        }
    }
}
